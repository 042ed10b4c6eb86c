import { html } from './html';
import { page, postForm, type PageContext } from './layout';

/** The sign-in form; `problem` says why the last try failed (or that tries must wait). */
export function signInPage(context: PageContext, { problem = '', name = '' }: { problem?: string; name?: string } = {}): string {
  return page(
    'Sign in',
    context,
    html`<h1>Sign in to the desk</h1>
${problem ? html`<p class="problem" role="alert">${problem}</p>` : ''}
${postForm(
  '/sign-in',
  context.csrfToken,
  html`<div class="field"><label for="name">Name</label><input id="name" name="name" autocomplete="username" required maxlength="60" value="${name}"></div>
<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"></div>
<button type="submit">Sign in</button>`,
)}
<p class="hint">No account yet? The owner adds one on the server with <code>npm run inbox -- add-staff NAME</code>.</p>`,
  );
}
