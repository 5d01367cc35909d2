import type { Language } from '@afrimedia/domain';

export interface DemoSitePage {
  slug: string;
  texts: Record<Language, { title: string; body: string }>;
}

/**
 * The static pages of spec §2 as the platform team publishes them on a new platform. The terms carry the spec's
 * figures: minimum age 18, personal data kept 3 years and financial data 10, 15 days' notice of changes, a
 * 45-day amicable period for disputes.
 */
export const demoSitePages: DemoSitePage[] = [
  {
    slug: 'who-are-we',
    texts: {
      en: {
        title: 'Who are we?',
        body: 'Afrimedia is a home for African creators and their audiences: articles, videos, podcasts and events from across the continent, in English, French, Arabic and Spanish.\n\nAuthors are verified by our team and paid according to their readers and clicks.',
      },
      fr: {
        title: 'Qui sommes-nous ?',
        body: 'Afrimedia accueille les créateurs africains et leurs publics : articles, vidéos, podcasts et événements de tout le continent, en français, anglais, arabe et espagnol.\n\nLes auteurs sont vérifiés par notre équipe et rémunérés selon leurs lecteurs et leurs clics.',
      },
      ar: {
        title: 'من نحن؟',
        body: 'أفريميديا منصّة للمبدعين الأفارقة وجمهورهم: مقالات وفيديوهات وبودكاست وفعاليات من أنحاء القارة، بالعربية والفرنسية والإنجليزية والإسبانية.\n\nيتحقّق فريقنا من هوية المؤلفين، ويحصلون على أجر بحسب عدد القرّاء والنقرات.',
      },
      es: {
        title: '¿Quiénes somos?',
        body: 'Afrimedia es la casa de los creadores africanos y de su público: artículos, vídeos, pódcasts y eventos de todo el continente, en español, francés, inglés y árabe.\n\nNuestro equipo verifica a los autores, que cobran según sus lectores y clics.',
      },
    },
  },
  {
    slug: 'terms-of-use',
    texts: {
      en: {
        title: 'Terms of use',
        body: 'You must be at least 18 years old, or have the consent of a parent, to create an account.\n\nWe tell you of any change to these terms at least 15 days before it takes effect. In a dispute, we first seek an amicable settlement for 45 days.',
      },
      fr: {
        title: "Conditions d'utilisation",
        body: "Vous devez avoir au moins 18 ans, ou l'accord d'un parent, pour créer un compte.\n\nToute modification de ces conditions vous est notifiée au moins 15 jours avant son entrée en vigueur. En cas de litige, nous cherchons d'abord un règlement amiable pendant 45 jours.",
      },
      ar: {
        title: 'شروط الاستخدام',
        body: 'يجب أن يكون عمرك 18 عامًا على الأقل، أو أن تحصل على موافقة أحد الوالدين، لإنشاء حساب.\n\nنُعلمك بأي تعديل على هذه الشروط قبل 15 يومًا على الأقل من سريانه. وفي حال النزاع، نسعى أولًا إلى تسوية ودّية خلال 45 يومًا.',
      },
      es: {
        title: 'Condiciones de uso',
        body: 'Debes tener al menos 18 años, o el consentimiento de tus padres, para crear una cuenta.\n\nTe avisamos de cualquier cambio en estas condiciones al menos 15 días antes de que entre en vigor. En caso de litigio, buscamos primero un acuerdo amistoso durante 45 días.',
      },
    },
  },
  {
    slug: 'privacy-policy',
    texts: {
      en: {
        title: 'Privacy policy',
        body: 'We keep your personal data for up to 3 years after your last activity, and financial records for 10 years, as the law requires.\n\nDeleting your account removes your profile, publications, articles and mailing list for good.',
      },
      fr: {
        title: 'Politique de confidentialité',
        body: 'Nous conservons vos données personnelles jusqu’à 3 ans après votre dernière activité, et les données financières 10 ans, comme la loi l’exige.\n\nSupprimer votre compte efface définitivement votre profil, vos publications, vos articles et votre liste de diffusion.',
      },
      ar: {
        title: 'سياسة الخصوصية',
        body: 'نحتفظ ببياناتك الشخصية لمدة أقصاها 3 سنوات بعد آخر نشاط لك، وبالسجلات المالية لمدة 10 سنوات كما يقتضي القانون.\n\nحذف حسابك يزيل نهائيًا ملفك الشخصي ومنشوراتك ومقالاتك وقائمتك البريدية.',
      },
      es: {
        title: 'Política de privacidad',
        body: 'Conservamos tus datos personales hasta 3 años después de tu última actividad, y los datos financieros 10 años, como exige la ley.\n\nEliminar tu cuenta borra para siempre tu perfil, tus publicaciones, tus artículos y tu lista de correo.',
      },
    },
  },
  {
    slug: 'become-author',
    texts: {
      en: {
        title: 'Become an author',
        body: 'Tell us about your expertise and what you want to write. Our team reviews every application and answers by e-mail.\n\nOnce validated, you can add a photo, create your publication and start publishing.',
      },
      fr: {
        title: 'Devenir auteur',
        body: 'Parlez-nous de votre expertise et de ce que vous voulez écrire. Notre équipe étudie chaque candidature et vous répond par e-mail.\n\nUne fois validé, vous pouvez ajouter une photo, créer votre publication et commencer à publier.',
      },
      ar: {
        title: 'كن مؤلفًا',
        body: 'حدّثنا عن خبرتك وعمّا تريد أن تكتب. يراجع فريقنا كل طلب ويردّ عليك بالبريد الإلكتروني.\n\nبعد القبول، يمكنك إضافة صورة وإنشاء منشورك والبدء في النشر.',
      },
      es: {
        title: 'Hazte autor',
        body: 'Cuéntanos tu experiencia y lo que quieres escribir. Nuestro equipo revisa cada solicitud y te responde por correo.\n\nUna vez validado, puedes añadir una foto, crear tu publicación y empezar a publicar.',
      },
    },
  },
  {
    slug: 'become-author-pending',
    texts: {
      en: {
        title: 'Your application is being reviewed',
        body: 'Thank you for applying. Our team is reviewing your profile and will write to you as soon as it is validated.\n\nMeanwhile you can keep reading, following authors and saving your favourites.',
      },
      fr: {
        title: 'Votre candidature est en cours d’examen',
        body: 'Merci pour votre candidature. Notre équipe examine votre profil et vous écrira dès qu’il sera validé.\n\nEn attendant, vous pouvez continuer à lire, suivre des auteurs et garder vos favoris.',
      },
      ar: {
        title: 'طلبك قيد المراجعة',
        body: 'شكرًا على طلبك. يراجع فريقنا ملفك الشخصي وسيراسلك فور قبوله.\n\nفي الأثناء، يمكنك مواصلة القراءة ومتابعة المؤلفين وحفظ مفضّلاتك.',
      },
      es: {
        title: 'Estamos revisando tu solicitud',
        body: 'Gracias por tu solicitud. Nuestro equipo revisa tu perfil y te escribirá en cuanto sea validado.\n\nMientras tanto, puedes seguir leyendo, siguiendo a autores y guardando tus favoritos.',
      },
    },
  },
];
