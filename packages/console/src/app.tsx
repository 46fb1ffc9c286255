/**
 * The console's frame: sign-in when no one is signed in, else the navigation for the person's role and
 * the page the address names. Moving to a page puts the keyboard focus on its heading.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { clearSession, loadSession, saveSession, type Session } from './session.js';
import { go, useRoute } from './route.js';
import { SignIn } from './pages/sign-in.js';
import { INTEGRATOR_PAGES, OPERATOR_PAGES } from './pages/index.js';
import type { PageEntry, PageProps } from './page-props.js';

function pick(pages: PageEntry[], route: string): { page: PageEntry; rest: string } {
  for (const page of pages) {
    if (route === page.path) return { page, rest: '' };
    if (route.startsWith(`${page.path}/`)) return { page, rest: route.slice(page.path.length + 1) };
  }
  return { page: pages[0]!, rest: '' };
}

export function App() {
  const [session, setSession] = useState<Session | undefined>(loadSession());
  const route = useRoute();
  const heading = useRef<HTMLHeadingElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    heading.current?.focus();
    setMenuOpen(false);
  }, [route]);

  if (!session) {
    return (
      <SignIn
        onSignedIn={(s) => {
          saveSession(s);
          setSession(s);
          go(s.role === 'integrator' ? INTEGRATOR_PAGES[0]!.path : OPERATOR_PAGES[0]!.path);
        }}
      />
    );
  }
  const pages = session.role === 'integrator' ? INTEGRATOR_PAGES : OPERATOR_PAGES;
  const { page, rest } = pick(pages, route);
  const Page: ComponentType<PageProps> = page.component;
  return (
    <>
      <header class="top">
        <span class="brand">Site Query Gateway</span>
        <span class="who">{session.role === 'integrator' ? 'Integrator' : 'Operator'}</span>
        <button type="button" class="menu" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <button
          type="button"
          onClick={() => {
            clearSession();
            setSession(undefined);
            go('/');
          }}
        >
          Sign out
        </button>
      </header>
      <nav id="nav" class={menuOpen ? 'open' : ''} aria-label="Console">
        <ul>
          {pages.map((p) => (
            <li key={p.path}>
              <a href={`#${p.path}`} aria-current={p === page ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                {p.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main">
        <h1 tabIndex={-1} ref={heading}>
          {page.title}
        </h1>
        <Page session={session} rest={rest} key={`${page.path}/${rest}`} />
      </main>
    </>
  );
}
