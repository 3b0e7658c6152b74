// Checkout and billing screens: one lazily loaded chunk (router.tsx), reachable only when billing is enabled.

export { BillingPage } from './billing-page.tsx';
export { BillingSuccessPage } from './billing-success-page.tsx';
export { CheckoutPage } from './checkout-page.tsx';
