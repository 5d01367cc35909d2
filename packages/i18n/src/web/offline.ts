import { defineCatalogue } from './define.ts';

/**
 * Premium's offline saving: the save control, the list of saved items, the page shown offline in place of a page
 * that is not saved (written by the service worker, so its texts take no arguments but `{date}`) and the
 * installed app's description.
 */
export const offline = defineCatalogue({
  en: {
    'offline.save': 'Save for offline',
    'offline.list.loading': 'Looking for what this device keeps…',
    'offline.list.empty':
      'Nothing is saved on this device yet. On an article or a podcast episode, choose “Save for offline” to read or listen to it without a connection.',
    'offline.list.until': 'Kept until {date}',
    'offline.list.remove': 'Remove',
    'offline.list.removeLabel': 'Remove “{title}” from this device',
    'offline.list.removed': '“{title}” is no longer kept on this device.',
    'offline.list.premium':
      'Saving articles and podcast episodes for offline reading and listening comes with Premium.',
    'offline.list.subscribe': 'See the subscriptions',
    'offline.list.unsupported': 'This browser cannot keep pages for offline reading.',
    'offline.list.failed': 'The page could not be saved. Check your connection and try again.',
    'offline.page.title': 'You are offline',
    'offline.page.intro':
      'This page is not saved on this device. What you saved can still be read and heard:',
    'offline.page.none': 'Nothing is saved on this device.',
    'offline.page.until': 'Kept until {date}',
    'offline.page.retry': 'Try again',
    'offline.manifest.description': 'Articles, videos and podcasts by African creators',
  },
  fr: {
    'offline.save': 'Garder hors connexion',
    'offline.list.loading': 'Recherche de ce que garde cet appareil…',
    'offline.list.empty':
      'Rien n’est encore gardé sur cet appareil. Sur un article ou un épisode de podcast, choisissez « Garder hors connexion » pour le lire ou l’écouter sans connexion.',
    'offline.list.until': 'Gardé jusqu’au {date}',
    'offline.list.remove': 'Retirer',
    'offline.list.removeLabel': 'Retirer « {title} » de cet appareil',
    'offline.list.removed': '« {title} » n’est plus gardé sur cet appareil.',
    'offline.list.premium':
      'Garder des articles et des épisodes de podcast pour les lire et les écouter hors connexion fait partie de Premium.',
    'offline.list.subscribe': 'Voir les abonnements',
    'offline.list.unsupported': 'Ce navigateur ne peut pas garder de pages pour une lecture hors connexion.',
    'offline.list.failed': 'La page n’a pas pu être gardée. Vérifiez votre connexion et réessayez.',
    'offline.page.title': 'Vous êtes hors connexion',
    'offline.page.intro':
      'Cette page n’est pas gardée sur cet appareil. Ce que vous avez gardé se lit et s’écoute toujours :',
    'offline.page.none': 'Rien n’est gardé sur cet appareil.',
    'offline.page.until': 'Gardé jusqu’au {date}',
    'offline.page.retry': 'Réessayer',
    'offline.manifest.description': 'Articles, vidéos et podcasts de créateurs africains',
  },
  ar: {
    'offline.save': 'حفظ للقراءة دون اتصال',
    'offline.list.loading': 'جارٍ البحث عما يحفظه هذا الجهاز…',
    'offline.list.empty':
      'لم يُحفظ شيء على هذا الجهاز بعد. في مقال أو حلقة بودكاست، اختر «حفظ للقراءة دون اتصال» لقراءته أو الاستماع إليه دون اتصال.',
    'offline.list.until': 'محفوظ حتى {date}',
    'offline.list.remove': 'إزالة',
    'offline.list.removeLabel': 'إزالة «{title}» من هذا الجهاز',
    'offline.list.removed': 'لم يعد «{title}» محفوظًا على هذا الجهاز.',
    'offline.list.premium':
      'حفظ المقالات وحلقات البودكاست للقراءة والاستماع دون اتصال من مزايا الاشتراك المميز.',
    'offline.list.subscribe': 'عرض الاشتراكات',
    'offline.list.unsupported': 'لا يستطيع هذا المتصفح حفظ الصفحات للقراءة دون اتصال.',
    'offline.list.failed': 'تعذّر حفظ الصفحة. تحقّق من اتصالك وحاول مجددًا.',
    'offline.page.title': 'أنت غير متصل',
    'offline.page.intro': 'هذه الصفحة غير محفوظة على هذا الجهاز. ما حفظته ما زال متاحًا للقراءة والاستماع:',
    'offline.page.none': 'لا شيء محفوظ على هذا الجهاز.',
    'offline.page.until': 'محفوظ حتى {date}',
    'offline.page.retry': 'إعادة المحاولة',
    'offline.manifest.description': 'مقالات وفيديوهات وبودكاست من مبدعين أفارقة',
  },
  es: {
    'offline.save': 'Guardar sin conexión',
    'offline.list.loading': 'Buscando lo que guarda este dispositivo…',
    'offline.list.empty':
      'Todavía no hay nada guardado en este dispositivo. En un artículo o un episodio de pódcast, elige «Guardar sin conexión» para leerlo o escucharlo sin conexión.',
    'offline.list.until': 'Guardado hasta el {date}',
    'offline.list.remove': 'Quitar',
    'offline.list.removeLabel': 'Quitar «{title}» de este dispositivo',
    'offline.list.removed': '«{title}» ya no está guardado en este dispositivo.',
    'offline.list.premium':
      'Guardar artículos y episodios de pódcast para leerlos y escucharlos sin conexión forma parte de Premium.',
    'offline.list.subscribe': 'Ver las suscripciones',
    'offline.list.unsupported': 'Este navegador no puede guardar páginas para leerlas sin conexión.',
    'offline.list.failed': 'No se pudo guardar la página. Comprueba tu conexión y vuelve a intentarlo.',
    'offline.page.title': 'Estás sin conexión',
    'offline.page.intro':
      'Esta página no está guardada en este dispositivo. Lo que guardaste se puede seguir leyendo y escuchando:',
    'offline.page.none': 'No hay nada guardado en este dispositivo.',
    'offline.page.until': 'Guardado hasta el {date}',
    'offline.page.retry': 'Reintentar',
    'offline.manifest.description': 'Artículos, vídeos y pódcasts de creadores africanos',
  },
});
