// The studio's addresses, under its base /studio (the router's basename), in one place.
export const paths = {
  home: '/',
  setup: '/setup',
  signIn: '/sign-in',
  account: '/account',
  accounts: '/accounts',
  audit: '/audit',
} as const;

/** Where sign-in returns to: the address the visitor asked for before being sent there. */
export interface SignInState {
  from?: string;
}
