/**
 * Free texts over their bounds: cut with a marker by the agent before sending, and by the gateway on
 * reading a report from an agent that did not, so the report is kept instead of refused whole.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ERROR_MESSAGE_LENGTH, boundAgentFields, boundText } from './bounds.js';
import type { JobFailed } from './jobs.js';
import { encodeAgentMessage, readAgentFrame } from './wire.js';

function failedWith(errorMessage: string): JobFailed {
  return { type: 'job:failed', queryId: 'q-1', at: '2026-11-29T08:00:00.000Z', status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage } };
}

describe('boundText', () => {
  it('keeps a text within its bound as it is', () => {
    expect(boundText('near "x": syntax error', 100, 'site agent')).toBe('near "x": syntax error');
    const exact = 'a'.repeat(100);
    expect(boundText(exact, 100, 'gateway')).toBe(exact);
  });

  it('cuts a longer text to the bound, ending with how much was cut and by whom', () => {
    const text = 'no such column: ' + 'A'.repeat(20_000);
    const bounded = boundText(text, MAX_ERROR_MESSAGE_LENGTH, 'site agent');
    expect(bounded.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
    expect(bounded.length).toBeGreaterThan(MAX_ERROR_MESSAGE_LENGTH - 60);
    expect(bounded.startsWith('no such column: AAAA')).toBe(true);
    const cut = /… \[(\d+) characters cut by the site agent\]$/.exec(bounded);
    expect(cut).not.toBeNull();
    // What was kept and what the marker says was cut add up to the original.
    expect(bounded.length - cut![0].length + Number(cut![1])).toBe(text.length);
  });

  it('never splits a surrogate pair', () => {
    const text = '🩺'.repeat(100);
    for (let max = 40; max < 60; max++) {
      const bounded = boundText(text, max, 'gateway');
      expect(bounded.length).toBeLessThanOrEqual(max);
      expect(Buffer.from(bounded, 'utf8').toString('utf8')).toBe(bounded);
    }
  });
});

describe('boundAgentFields', () => {
  it('cuts only the bounded fields that are over, copying only what it changes', () => {
    const report = failedWith('x'.repeat(10_000));
    const { message, cut } = boundAgentFields(report, 'gateway');
    expect(cut).toEqual(['errorDetails.errorMessage']);
    expect(message.errorDetails.errorMessage.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
    expect(message.errorDetails.errorMessage).toMatch(/cut by the gateway\]$/);
    expect(report.errorDetails.errorMessage).toHaveLength(10_000);
    expect(message.at).toBe(report.at);
    const small = failedWith('short');
    expect(boundAgentFields(small, 'gateway')).toEqual({ message: small, cut: [] });
  });

  it('leaves values of the wrong shape for the schema to refuse', () => {
    expect(boundAgentFields({ type: 'job:failed', errorDetails: 'nope' }, 'gateway').cut).toEqual([]);
    expect(boundAgentFields(null, 'gateway').cut).toEqual([]);
    expect(boundAgentFields({ type: 'job:unknown', at: 'x'.repeat(100) }, 'gateway').cut).toEqual([]);
  });
});

describe('reports with long texts on the wire', () => {
  it('the agent sends an oversized error message cut to its bound', () => {
    const frame = encodeAgentMessage(failedWith('A'.repeat(20_000)), { binaryResults: true }) as string;
    const sent = JSON.parse(frame) as JobFailed;
    expect(sent.errorDetails.errorMessage.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
    expect(sent.errorDetails.errorMessage).toMatch(/cut by the site agent\]$/);
    expect(readAgentFrame(frame)).toEqual({ message: sent });
  });

  it('the gateway keeps a report whose error message is over its bound, cut, and says what it cut', () => {
    const reading = readAgentFrame(JSON.stringify(failedWith('A'.repeat(20_000))));
    expect(reading.cut).toEqual(['errorDetails.errorMessage']);
    expect(reading.message).toMatchObject({ type: 'job:failed', queryId: 'q-1', status: 'executionFailed' });
    expect((reading.message as JobFailed).errorDetails.errorMessage).toMatch(/^A{100}.*cut by the gateway\]$/);
  });

  it('a report faulty in another way stays refused', () => {
    const faulty = { ...failedWith('A'.repeat(20_000)), status: 'nonsense' };
    expect(readAgentFrame(JSON.stringify(faulty))).toEqual({ invalidType: 'job:failed' });
  });
});
