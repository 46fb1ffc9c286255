/**
 * Sign in: the person picks who they are (integrator or operator) and types their key. The key is checked
 * with one call to the gateway before it is kept, and the form never submits to a URL.
 */
import { useState } from 'preact/hooks';
import { integratorClient, must, operatorClient } from '../gateway.js';
import type { Role, Session } from '../session.js';
import { ErrorNotice } from '../ui/notices.js';

export function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [role, setRole] = useState<Role>('integrator');
  const [key, setKey] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const session = { role, key: key.trim() };
    try {
      if (role === 'integrator') await must(integratorClient(session).api.GET('/integrator/sites'));
      else await must(operatorClient(session).GET('/admin/integrators'));
      setKey('');
      onSignedIn(session);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="sign-in" id="main">
      <h1>Site Query Gateway console</h1>
      <form method="post" action="#" onSubmit={(e) => void submit(e)} autocomplete="off">
        <fieldset>
          <legend>Sign in as</legend>
          <label class="inline">
            <input type="radio" name="role" value="integrator" checked={role === 'integrator'} onChange={() => setRole('integrator')} /> Integrator
          </label>
          <label class="inline">
            <input type="radio" name="role" value="operator" checked={role === 'operator'} onChange={() => setRole('operator')} /> Operator
          </label>
        </fieldset>
        <label for="key">{role === 'integrator' ? 'Integrator key' : 'Operator key'}</label>
        <input id="key" name="key" type="password" required autocomplete="off" spellcheck={false} value={key} onInput={(e) => setKey(e.currentTarget.value)} />
        <p class="hint">The key stays in this browser tab only, and is forgotten when you sign out or close the tab.</p>
        <button type="submit" disabled={busy || key.trim() === ''}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <ErrorNotice error={error} />
    </main>
  );
}
