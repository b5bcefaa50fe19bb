// What the site sent to the API, read where Playwright has it: in a route handler.
import type { Page } from '@playwright/test';

/** Records the JSON bodies sent to an API path (read in the route: request events lack them). */
export async function recordBodies(page: Page, url: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(url, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  return bodies;
}

/** A route handler that never answers: the request stays pending until the page gives up. */
export function leavePending(): void {
  // Deliberately empty: no route.fulfill(), route.continue() or route.abort().
}

/**
 * Requests to an API path never answer; resolves once the first one has been sent. A test that
 * fast-forwards the page clock waits for it: the client (loaded on first use) starts its timeout
 * only when it sends, so advancing the clock any earlier would skip nothing.
 */
export async function neverAnswer(page: Page, url: string): Promise<{ sent: Promise<void> }> {
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  await page.route(url, () => {
    markSent();
  });
  return { sent };
}

/** Holds the requests to an API path until `release()`, so a waiting state can be seen. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
