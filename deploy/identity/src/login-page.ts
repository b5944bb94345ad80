import type { FederatedProvider } from './seed';

export interface LoginChoice {
  provider: FederatedProvider;
  email: string;
}

export interface LoginPageInput {
  /** The validated authorize parameters, carried through the form unchanged. */
  hidden: Record<string, string>;
  choices: LoginChoice[];
  cancelUrl: string;
}

const PROVIDER_LABEL: Record<FederatedProvider, { name: string; mark: string }> = {
  Google: { name: 'Google', mark: 'G' },
  SignInWithApple: { name: 'Apple', mark: 'A' },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderLoginPage(input: LoginPageInput): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n        ');
  const buttons = input.choices.map(renderChoice).join('\n        ');
  return layout(
    'Local sign-in (test identities) · Lokale Anmeldung (Testkonten)',
    `<h1 id="title">Local sign-in <span class="sub">(test identities)</span></h1>
      <p class="de" lang="de">Lokale Anmeldung (Testkonten)</p>
      <p class="note">
        This page stands in for the Cognito hosted login on this computer. Pick a test identity to continue.
        <span lang="de">Diese Seite ersetzt lokal die Cognito-Anmeldeseite. Wählen Sie ein Testkonto.</span>
      </p>
      <form method="post" action="/login" aria-labelledby="title">
        ${hidden}
        ${buttons}
      </form>
      <p class="cancel"><a href="${escapeHtml(input.cancelUrl)}">Cancel <span lang="de">· Abbrechen</span></a></p>`,
  );
}

export function renderErrorPage(message: string): string {
  return layout(
    'Sign-in request rejected · Anmeldeanfrage abgelehnt',
    `<h1>Sign-in request rejected</h1>
      <p class="de" lang="de">Anmeldeanfrage abgelehnt</p>
      <p role="alert" class="error">${escapeHtml(message)}</p>`,
  );
}

function renderChoice(choice: LoginChoice): string {
  const label = PROVIDER_LABEL[choice.provider];
  return `<button type="submit" name="identity" value="${choice.provider}" class="choice">
          <span class="mark" aria-hidden="true">${label.mark}</span>
          <span class="text">
            <span>Continue with ${label.name} <span class="de" lang="de">· Weiter mit ${label.name}</span></span>
            <span class="email">${escapeHtml(choice.email)}</span>
          </span>
        </button>`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <style>
      :root { color-scheme: light; font-family: system-ui, 'Noto Sans', sans-serif; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f1e9; color: #1f2430; }
      main { background: #fff; max-width: 26rem; width: calc(100% - 2rem); padding: 2rem; border-radius: 1rem;
        box-shadow: 0 0.5rem 2rem rgb(31 36 48 / 12%); }
      h1 { font-size: 1.4rem; margin: 0; }
      .sub { font-weight: 400; }
      .de { color: #4a5060; margin: 0.25rem 0 0; }
      .note { font-size: 0.95rem; line-height: 1.5; margin: 1.25rem 0; }
      .note span { display: block; margin-top: 0.4rem; color: #4a5060; }
      form { display: grid; gap: 0.75rem; }
      .choice { display: flex; align-items: center; gap: 0.9rem; width: 100%; padding: 0.85rem 1rem;
        font: inherit; text-align: left; color: inherit; background: #fff; border: 2px solid #c9ccd3;
        border-radius: 0.75rem; cursor: pointer; }
      .choice:hover { border-color: #6b4fbb; background: #f7f4fd; }
      .choice:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 3px; }
      .mark { display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 50%;
        background: #1f2430; color: #fff; font-weight: 700; flex: none; }
      .text { display: grid; gap: 0.2rem; }
      .email { font-size: 0.9rem; color: #4a5060; }
      .cancel { margin: 1.25rem 0 0; text-align: center; }
      a { color: #4b3390; }
      .error { color: #a4161a; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      ${body}
    </main>
  </body>
</html>
`;
}
