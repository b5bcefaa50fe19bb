// Runs inline before the /signin island (CheckoutSignInScript.astro), on the checkout's sign-in
// only (the test of signInQueryFrom): marks the page so the island's checkout notice shows from the
// first paint (nothing below it moves when the island hydrates), and keeps plan_id and
// login_from_checkout on the trial link under the form once it is parsed, so a buyer without an
// account registers and comes back to the plan.
import { CHECKOUT_QUERY } from '../lib/routes';

if (new URLSearchParams(location.search).get(CHECKOUT_QUERY.loginFromCheckout) === 'true') {
  document.documentElement.dataset.fromCheckout = '';
  // The page always renders the link (signin.astro, right under the island).
  addEventListener('DOMContentLoaded', () => {
    (document.getElementById('trial-link') as HTMLAnchorElement).search = location.search;
  });
}
