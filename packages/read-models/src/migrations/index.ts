import type { Migration } from 'kysely';
import * as checkpoints from './2026_11_22_0001_checkpoints.ts';
import * as accounts from './2026_11_22_0002_accounts.ts';
import * as engagement from './2026_11_22_0010_engagement.ts';
import * as stats from './2026_11_22_0011_stats.ts';
import * as adminQueues from './2026_11_22_0020_admin_queues.ts';
import * as search from './2026_11_22_0030_search.ts';
import * as reactors from './2026_11_22_0040_reactors.ts';
import * as pages from './2026_11_22_0050_pages.ts';
import * as pagesMenus from './2026_11_22_0060_pages_menus.ts';
import * as pagesMedia from './2026_11_22_0070_pages_media.ts';
import * as searchPlaylists from './2026_11_23_0080_search_playlists.ts';
import * as pagesBodyDocument from './2026_11_23_0090_pages_body_document.ts';
import * as notificationsExcerpt from './2026_11_23_0100_notifications_excerpt.ts';
import * as pagesStreamVersions from './2026_11_23_0110_pages_stream_versions.ts';
import * as pagesRenditions from './2026_11_23_0120_pages_renditions.ts';
import * as pagesImageRenditions from './2026_11_23_0130_pages_image_renditions.ts';
import * as operations from './2026_11_23_0210_operations.ts';
import * as adminConsole from './2026_11_23_0300_admin_console.ts';
import * as publicationRejections from './2026_11_23_0310_publication_rejections.ts';
import * as searchPopularity from './2026_11_23_0400_search_popularity.ts';
import * as pagesHomeOrder from './2026_11_24_0100_pages_home_order.ts';
import * as planPrices from './2026_11_26_0100_plan_prices.ts';
import * as adBreaks from './2026_11_26_0300_ad_breaks.ts';
import * as premiumContents from './2026_11_26_0200_premium_contents.ts';
import * as paymentPlans from './2026_11_26_0400_payment_plans.ts';
import * as accountsHousehold from './2026_11_27_0100_accounts_household.ts';
import * as engagementProfiles from './2026_11_27_0200_engagement_profiles.ts';
import * as income from './2026_11_28_0100_income.ts';
import * as notificationChoices from './2026_11_28_0200_notification_choices.ts';
import * as kafkaOffsets from './2026_11_29_0100_kafka_offsets.ts';
import * as searchOneVector from './2026_11_30_0100_search_one_vector.ts';
import * as pagesPublishedOrder from './2026_12_01_0100_pages_published_order.ts';

/** Listed statically (not read from the folder) so the same list works from source, bundles and tests. */
export const readModelMigrations: Record<string, Migration> = {
  '2026_11_22_0001_checkpoints': checkpoints,
  '2026_11_22_0002_accounts': accounts,
  '2026_11_22_0010_engagement': engagement,
  '2026_11_22_0011_stats': stats,
  '2026_11_22_0020_admin_queues': adminQueues,
  '2026_11_22_0030_search': search,
  '2026_11_22_0040_reactors': reactors,
  '2026_11_22_0050_pages': pages,
  '2026_11_22_0060_pages_menus': pagesMenus,
  '2026_11_22_0070_pages_media': pagesMedia,
  '2026_11_23_0080_search_playlists': searchPlaylists,
  '2026_11_23_0090_pages_body_document': pagesBodyDocument,
  '2026_11_23_0100_notifications_excerpt': notificationsExcerpt,
  '2026_11_23_0110_pages_stream_versions': pagesStreamVersions,
  '2026_11_23_0120_pages_renditions': pagesRenditions,
  '2026_11_23_0130_pages_image_renditions': pagesImageRenditions,
  '2026_11_23_0210_operations': operations,
  '2026_11_23_0300_admin_console': adminConsole,
  '2026_11_23_0310_publication_rejections': publicationRejections,
  '2026_11_23_0400_search_popularity': searchPopularity,
  '2026_11_24_0100_pages_home_order': pagesHomeOrder,
  '2026_11_26_0100_plan_prices': planPrices,
  '2026_11_26_0300_ad_breaks': adBreaks,
  '2026_11_26_0200_premium_contents': premiumContents,
  '2026_11_26_0400_payment_plans': paymentPlans,
  '2026_11_27_0100_accounts_household': accountsHousehold,
  '2026_11_27_0200_engagement_profiles': engagementProfiles,
  '2026_11_28_0100_income': income,
  '2026_11_28_0200_notification_choices': notificationChoices,
  '2026_11_29_0100_kafka_offsets': kafkaOffsets,
  '2026_11_30_0100_search_one_vector': searchOneVector,
  '2026_12_01_0100_pages_published_order': pagesPublishedOrder,
};
