/** The account page's forms, named by the `intent` each posts. */
export type Intent = 'personal' | 'email' | 'password' | 'hide-watched' | 'avatar' | 'switch-profile';

/** What the account page's action answers: the form it handled, and either success or the API's refusal. */
export type ProfileActionResult =
  | { intent: Intent; saved: true; profile?: string }
  | { intent: Intent; error: { code: string; field?: string } };
