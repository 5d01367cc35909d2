export * from './core/decider.ts';
export * from './core/domain-error.ts';
export * from './core/errors.ts';
export * from './core/event-definition.ts';
export * from './catalogue.ts';
export * from './rules/index.ts';
export * from './article-body/article-body.ts';
export * from './user/user.ts';
export * from './user/decide.ts';
export * from './author-profile/author-profile.ts';
export * from './author-profile/decide.ts';
export * from './publication/publication.ts';
export * from './publication/decide.ts';
export * from './content/content.ts';
export * from './content/decide.ts';
export * from './engagement/engagement.ts';
export * from './engagement/decide.ts';
export * from './subscription/active.ts';
export * from './subscription/premium-content.ts';
export * from './subscription/plan-id.ts';
export * from './subscription/subscription.ts';
export * from './subscription/decide.ts';
export * from './plans/plans.ts';
export * from './plans/decide.ts';
export * from './ad-breaks/ad-breaks.ts';
export * from './ad-breaks/decide.ts';
export * from './ad-breaks/choice.ts';
export * from './income/income.ts';
export * from './income/decide.ts';
export * from './income/ledger.ts';
export * from './income/qualification.ts';
export * from './agenda/agenda.ts';
export * from './agenda/decide.ts';
export * from './site-page/site-page.ts';
export * from './site-page/decide.ts';
export * from './contact/contact.ts';
export * from './contact/decide.ts';
export * from './moderation/moderation.ts';
export * from './moderation/decide.ts';
export * from './moderation/report-link.ts';
export * from './site-config/site-config.ts';
export * from './site-config/decide.ts';
export * from './reading-meter/reading-meter.ts';
export * from './reading-meter/decide.ts';
export * from './legal/legal.ts';
export * from './legal/decide.ts';
export * from './operations/operations.ts';
export * from './operations/decide.ts';
export * from './personal-data/personal-data.ts';
export { userStream, authorStream, publicationStream, contentStream, reservations } from './streams.ts';
export * from './profiles/profiles.ts';
export * from './profiles/rules.ts';
export {
  kidsPinRefusal,
  type ChangeProfileAgeLimit,
  type CreateProfile,
  type EditProfile,
  type ProfileCommand,
  type RemoveProfile,
  type SetKidsPin,
  type SwitchProfile,
} from './profiles/decide.ts';
