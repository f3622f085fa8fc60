/**
 * A page with JavaScript turned off whose form posts go to the form service named in the site's settings, answered
 * here (nothing leaves the machine): what a visitor without scripts sends, and what the service's page shows them.
 */
import type { Browser, Request } from '@playwright/test';
import { settings } from './site';

export async function pageWithoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  answer: { status?: number; body: string },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const posted: Request[] = [];
  await page.route(`${settings.formEndpoint}**`, async (route) => {
    posted.push(route.request());
    await route.fulfill({ status: answer.status ?? 200, contentType: 'text/html', body: answer.body });
  });
  return { context, page, posted };
}

/** The fields of a url-encoded form post. */
export const postedFields = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
