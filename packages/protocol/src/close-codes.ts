/**
 * @module protocol/close-codes
 * The WebSocket close codes of the agent channel, as one typed catalogue: the numbers both sides use, and for
 * each its name, its metric label, who sends it, what it means and what to do about it. The gateway counts
 * disconnects by these labels; docs/close-codes.md lists the same entries for operators and clinic IT (a
 * test keeps them in step). Imports nothing of ours.
 */

/**
 * The codes, by name. 1000–1015 are the WebSocket standard's; 4000–4999 is the range applications may use.
 * 1006 is never sent on the wire: a WebSocket library reports it when a connection ended without a close frame.
 */
export const CLOSE_CODES = {
  /** Normal closure: after a sign-off, or an agent stopping. */
  normal: 1000,
  /** An end is going away without a sign-off (a proxy on the way closing, say). */
  goingAway: 1001,
  /** The connection ended without a close frame: the network dropped, or a process was killed. */
  connectionLost: 1006,
  /** Gateway shutting down or restarting; reconnect with backoff. */
  serviceRestart: 1012,
  /** The subscription was revoked or the key is no longer valid; retry slowly. */
  unauthorized: 4001,
  /** A newer connection for the same site replaced this one. */
  replaced: 4002,
  /** The agent's protocol version is not supported. */
  protocolUnsupported: 4003,
  /** The agent sent something that is not a valid message. */
  badMessage: 4004,
  /** No heartbeat within two intervals. */
  heartbeatTimeout: 4005,
  /** The agent sent more than the gateway takes (too many messages or reports) or read too slowly. */
  overloaded: 4006,
} as const;

export type CloseCodeName = keyof typeof CLOSE_CODES;

/** Who closes a connection with the code. */
export type CloseCodeSender = 'gateway' | 'agent' | 'either' | 'nobody';

export interface CloseCodeInfo {
  readonly code: number;
  /** The `reason` label of `gateway_agent_disconnects_total` (snake_case, stable). */
  readonly label: string;
  readonly sentBy: CloseCodeSender;
  /** What happened, in a sentence for operators and clinic IT. */
  readonly meaning: string;
  /** What the agent does by itself, and what a person should do when it keeps happening. */
  readonly action: string;
}

/** Every code with what it means; keyed by name so that a code without an entry does not compile. */
export const CLOSE_CODE_CATALOGUE: { readonly [N in CloseCodeName]: CloseCodeInfo & { readonly code: (typeof CLOSE_CODES)[N] } } = {
  normal: {
    code: 1000,
    label: 'normal',
    sentBy: 'either',
    meaning: 'A clean close: the agent signed off (service stopped or uninstalled) and the gateway closed after it.',
    action: 'Nothing. The site shows offline until its agent connects again.',
  },
  goingAway: {
    code: 1001,
    label: 'going_away',
    sentBy: 'either',
    meaning: 'An end is going away without the protocol\'s sign-off: usually a proxy or load balancer between them closing the connection.',
    action: 'The agent reconnects by itself. Repeating, check proxies on the way (at the clinic and in front of the gateway) for connection time limits.',
  },
  connectionLost: {
    code: 1006,
    label: 'connection_lost',
    sentBy: 'nobody',
    meaning: 'The connection ended without a close frame: the network between clinic and gateway dropped, or a process was killed.',
    action: 'The agent reconnects with backoff. Many at once point at the gateway\'s network or load balancer; one site repeatedly, at the clinic\'s link or firewall (idle timeouts shorter than the heartbeat).',
  },
  serviceRestart: {
    code: 1012,
    label: 'service_restart',
    sentBy: 'gateway',
    meaning: 'The gateway instance is shutting down or restarting.',
    action: 'The agent reconnects with backoff, through the load balancer to another instance when there is one. Expected during deployments.',
  },
  unauthorized: {
    code: 4001,
    label: 'unauthorized',
    sentBy: 'gateway',
    meaning: 'The site\'s subscription was revoked, or its key is no longer valid.',
    action: 'The agent retries every 30 s and is refused until the operator activates the site again, or the clinic installs it again.',
  },
  replaced: {
    code: 4002,
    label: 'replaced',
    sentBy: 'gateway',
    meaning: 'A newer connection for the same site replaced this one.',
    action: 'Nothing when it happens once (a reconnect raced the old socket). Repeating, it means two agents run with the same site key: stop the extra one.',
  },
  protocolUnsupported: {
    code: 4003,
    label: 'protocol_unsupported',
    sentBy: 'gateway',
    meaning: 'The gateway does not speak the protocol version the agent offered.',
    action: 'The agent offers an older version by itself. If it persists, upgrade the agent or the gateway so their versions overlap.',
  },
  badMessage: {
    code: 4004,
    label: 'bad_message',
    sentBy: 'gateway',
    meaning: 'The agent sent a frame that is not a valid message, or a message before its hello.',
    action: 'The agent may reconnect after a 10 s cool-down. Repeating, it is a faulty or foreign agent: check its version and logs.',
  },
  heartbeatTimeout: {
    code: 4005,
    label: 'heartbeat_timeout',
    sentBy: 'gateway',
    meaning: 'The gateway heard nothing from the agent within the availability timeout.',
    action: 'The agent reconnects with backoff. Repeating, look for a clinic machine that sleeps, a link that stalls, or a proxy that buffers the connection.',
  },
  overloaded: {
    code: 4006,
    label: 'overloaded',
    sentBy: 'gateway',
    meaning: 'The agent sent more than the gateway takes (messages or reports faster than allowed, too many about unknown queries), or read its socket too slowly.',
    action: 'The agent may reconnect after a 10 s cool-down. Repeating, check the agent\'s version and the clinic\'s uplink; the gateway\'s log names the limit.',
  },
};

/** The `reason` label of a code no entry describes. */
export const OTHER_CLOSE_LABEL = 'other';

const LABELS = new Map<number, string>(Object.values(CLOSE_CODE_CATALOGUE).map((entry) => [entry.code, entry.label]));

/** The metric label of a close code; codes outside the catalogue share one label, so the label set stays bounded. */
export function closeCodeLabel(code: number): string {
  return LABELS.get(code) ?? OTHER_CLOSE_LABEL;
}
