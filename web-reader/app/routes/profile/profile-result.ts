/** The account page's forms, named by the `intent` each posts. */
export type Intent =
  | 'personal'
  | 'email'
  | 'confirm-email'
  | 'password'
  | 'hide-watched'
  | 'erase-history'
  | 'notifications'
  | 'delete-account'
  | 'avatar'
  | 'subscribe'
  | 'change-plan'
  | 'cancel-subscription'
  | 'create-profile'
  | 'edit-profile'
  | 'remove-profile'
  | 'kids-pin'
  | 'sign-out-device'
  | 'sign-out-other-devices';

/** What a refused subscription form shows again: the plan chosen and the name on the card, never the card. */
export interface SubscribeKept {
  readonly plan: string;
  readonly card_owner: string;
}

/**
 * A subscription as the payment call just answered it, its end date written for the reader: the tab shows it at
 * once, whatever the account's read model says yet.
 */
export interface SubscriptionNow {
  readonly planId: string;
  readonly end: string;
  readonly autoRenew: boolean;
}

/** What the account page's action answers: the form it handled, and either success or the API's refusal. */
export type ProfileActionResult =
  /** `email`: the address a code was sent to (an e-mail change) or that the account now has (its confirmation). */
  | { intent: Intent; saved: true; profile?: string; email?: string; subscription?: SubscriptionNow }
  | { intent: Intent; error: { code: string; field?: string }; kept?: SubscribeKept };
