/**
 * A button that runs one call to the gateway: disabled while it runs, and the caller's `onError` gets the
 * gateway's error (code and message) to show.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

export function ActionButton(props: { run: () => Promise<unknown>; onError: (error: unknown) => void; children: ComponentChildren; label?: string; class?: string }) {
  const [busy, setBusy] = useState(false);
  const click = async (): Promise<void> => {
    setBusy(true);
    props.onError(undefined);
    try {
      await props.run();
    } catch (err) {
      props.onError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" class={props.class} aria-label={props.label} disabled={busy} aria-busy={busy} onClick={() => void click()}>
      {props.children}
    </button>
  );
}
