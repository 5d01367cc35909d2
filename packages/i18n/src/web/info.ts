import { defineCatalogue } from './define.ts';

export const info = defineCatalogue({
  en: {
    'info.page.otherLanguage': 'This page is not available in your language yet.',

    'info.landing.title': 'Publish your stories. Get paid for them.',
    'info.landing.lead':
      'Afrimedia is a media platform for African creators and their audiences: articles, videos, podcasts and events, read in English, French, Arabic and Spanish.',
    'info.landing.register': 'Create an account',
    'info.landing.becomeAuthor': 'Become an author',
    'info.landing.signIn': 'I already have an account',
    'info.landing.manage': 'Go to my publications',
    'info.landing.whatTitle': 'What is Afrimedia?',
    'info.landing.what.publications':
      'Publication spaces of your own, where your articles, videos and podcasts live together.',
    'info.landing.what.formats': 'Write articles, publish videos and podcasts, announce your events.',
    'info.landing.what.audience':
      'Readers follow you, like and save what you publish, and your followers hear of your new articles by e-mail.',
    'info.landing.what.languages': 'Four languages: English, French, Arabic and Spanish.',
    'info.landing.payTitle': 'How authors get paid',
    'info.landing.pay.readers':
      'Authors are paid according to the number of readers and clicks their contents bring.',
    'info.landing.pay.stats':
      'Your statistics show your audience, your income and how each content performs.',
    'info.landing.pay.euros': 'Amounts are shown in euros.',
    'info.landing.stepsTitle': 'How to start',
    'info.landing.step.register': 'Create a free account.',
    'info.landing.step.apply': 'Apply to become an author: tell us about your expertise and about yourself.',
    'info.landing.step.validation':
      'The platform team reviews your profile and tells you by e-mail once it is validated.',
    'info.landing.step.publish': 'Create your publication and publish your first content.',
    'info.landing.ctaTitle': 'Ready to share your voice?',
    'info.landing.readMore': 'Everything about becoming an author',

    'info.become.title': 'Become an author',
    'info.become.lead':
      'Authors create publication spaces, publish articles, videos and podcasts on Afrimedia, and earn money from their audience.',
    'info.become.roleTitle': 'The author role',
    'info.become.role.publish':
      'Create publications, your own spaces, and publish articles, videos and podcasts in them.',
    'info.become.role.followers':
      'Readers follow you and your publications; you can tell your followers of a new article by e-mail, once per article.',
    'info.become.role.stats':
      'Follow your audience, your income and the performance of each content in your statistics.',
    'info.become.validationTitle': 'Validation by the platform team',
    'info.become.validation.apply':
      'You apply from your account, with your expertise title and a text about yourself.',
    'info.become.validation.review':
      'The platform team checks every application. While it waits, your author menu shows it as pending.',
    'info.become.validation.mail':
      'Once your profile is validated, you receive an e-mail and can add a photo and start writing. If it is not, the e-mail gives the reason and you can apply again.',
    'info.become.paymentTitle': 'How payment works',
    'info.become.payment.readers':
      'Authors are paid according to the number of readers and clicks on their contents.',
    'info.become.payment.euros': 'Your income is shown in euros in your statistics.',
    'info.become.age': 'You must be at least 18 years old, or have the consent of a parent.',
    'info.become.applyTitle': 'Apply',
    'info.become.visitor': 'Applying starts with an account.',
    'info.become.register': 'Create an account',
    'info.become.signIn': 'Sign in',
    'info.become.reader':
      'You are signed in: the platform team’s guide tells you how to apply and what to prepare.',
    'info.become.guide': 'How to apply',
    'info.become.pending': 'Your application is being reviewed by the platform team.',
    'info.become.pendingLink': 'Where my application stands',
    'info.become.author': 'You are already an author.',
    'info.become.manage': 'Go to my publications',

    'info.subscription.title': 'Subscription',
    'info.subscription.launchTitle': 'Free during the launch',
    'info.subscription.launch':
      'During the launch phase, Afrimedia is free and unlimited: read, watch and listen to everything without a subscription.',
    'info.subscription.afterTitle': 'After the launch',
    'info.subscription.freemium':
      'Without a subscription you can enjoy 5 free readings. After them, you are offered a Basic or a Premium subscription.',
    'info.subscription.basicTitle': 'Basic',
    'info.subscription.basic': 'The simple subscription: a limited number of services.',
    'info.subscription.premiumTitle': 'Premium',
    'info.subscription.premium.ads': 'No advertising interruptions (audio and video ads)',
    'info.subscription.premium.exclusive': 'Exclusive content',
    'info.subscription.premium.offline': 'Offline saving',
    'info.subscription.periodsTitle': 'Periods',
    'info.subscription.period.week': 'One week',
    'info.subscription.period.twoWeeks': 'Two weeks',
    'info.subscription.period.month': 'Monthly',
    'info.subscription.period.year': 'Yearly',
    'info.subscription.prices': 'Prices are shown in euros. They are not published yet.',
    'info.subscription.termsTitle': 'Terms',
    'info.subscription.notice':
      'We tell you of any change to the subscription terms at least 15 days before it takes effect.',
    'info.subscription.age':
      'You must be at least 18 years old to subscribe, or have the consent of a parent.',
    'info.subscription.termsLink': 'Read the terms of use',
    'info.subscription.register': 'Create a free account',
    'info.subscription.faqTitle': 'Frequently asked questions',
    'info.subscription.faq.free.q': 'Do I have to pay to use Afrimedia?',
    'info.subscription.faq.free.a':
      'Not during the launch phase: everything is free and unlimited. Afterwards, 5 readings stay free without a subscription.',
    'info.subscription.faq.after.q': 'What happens after my 5 free readings?',
    'info.subscription.faq.after.a': 'You are asked to register or to subscribe to keep reading.',
    'info.subscription.faq.plans.q': 'What is the difference between Basic and Premium?',
    'info.subscription.faq.plans.a':
      'Basic gives a limited number of services. Premium removes the audio and video ad interruptions and adds exclusive content and offline saving.',
    'info.subscription.faq.periods.q': 'How long does a subscription last?',
    'info.subscription.faq.periods.a': 'You choose: one week, two weeks, a month or a year.',
    'info.subscription.faq.price.q': 'How much does it cost?',
    'info.subscription.faq.price.a': 'Prices will be shown in euros; they are not published yet.',
    'info.subscription.faq.stop.q': 'How do I stop my subscription?',
    'info.subscription.faq.stop.a':
      'Unsubscribing turns automatic renewal off; you keep your access until the end of the period.',
    'info.subscription.faq.changes.q': 'Can the terms change?',
    'info.subscription.faq.changes.a': 'Yes, and we tell you at least 15 days before a change takes effect.',
    'info.subscription.faq.age.q': 'Who can subscribe?',
    'info.subscription.faq.age.a': 'Anyone aged 18 or over, or younger with the consent of a parent.',
    'info.subscription.faq.authors.q': 'Does reading help the authors?',
    'info.subscription.faq.authors.a':
      'Yes: authors are paid according to the number of readers and clicks on their contents.',

    'info.contact.title': 'Contact us',
    'info.contact.lead':
      'A question, an idea, a partnership? Write to the platform team: we answer by e-mail.',
    'info.contact.required': 'All fields are required.',
    'info.contact.name': 'Your name',
    'info.contact.email': 'Your e-mail address',
    'info.contact.subject': 'Subject',
    'info.contact.message': 'Message',
    'info.contact.messageHint': 'At least 10 characters.',
    'info.contact.send': 'Send',
    'info.contact.sending': 'Sending…',
    'info.contact.failed': 'Your message could not be sent.',
    'info.contact.thanksTitle': 'Thank you!',
    'info.contact.thanks': 'Your message has reached the platform team. We will answer you by e-mail.',
    'info.contact.another': 'Write another message',
  },
  fr: {
    'info.page.otherLanguage': 'Cette page n’est pas encore disponible dans votre langue.',

    'info.landing.title': 'Publiez vos histoires. Soyez payé pour elles.',
    'info.landing.lead':
      'Afrimedia est une plateforme média pour les créateurs africains et leurs publics : articles, vidéos, podcasts et événements, lus en français, anglais, arabe et espagnol.',
    'info.landing.register': 'Créer un compte',
    'info.landing.becomeAuthor': 'Devenir auteur',
    'info.landing.signIn': 'J’ai déjà un compte',
    'info.landing.manage': 'Aller à mes publications',
    'info.landing.whatTitle': 'Qu’est-ce qu’Afrimedia ?',
    'info.landing.what.publications':
      'Des espaces de publication à vous, où vos articles, vidéos et podcasts se retrouvent.',
    'info.landing.what.formats':
      'Écrivez des articles, publiez des vidéos et des podcasts, annoncez vos événements.',
    'info.landing.what.audience':
      'Les lecteurs vous suivent, aiment et enregistrent vos publications, et vos abonnés apprennent par e-mail la sortie de vos nouveaux articles.',
    'info.landing.what.languages': 'Quatre langues : français, anglais, arabe et espagnol.',
    'info.landing.payTitle': 'Comment les auteurs sont payés',
    'info.landing.pay.readers':
      'Les auteurs sont rémunérés selon le nombre de lecteurs et de clics qu’apportent leurs contenus.',
    'info.landing.pay.stats':
      'Vos statistiques montrent votre audience, vos revenus et les performances de chaque contenu.',
    'info.landing.pay.euros': 'Les montants sont affichés en euros.',
    'info.landing.stepsTitle': 'Comment commencer',
    'info.landing.step.register': 'Créez un compte gratuit.',
    'info.landing.step.apply': 'Demandez à devenir auteur : parlez-nous de votre expertise et de vous.',
    'info.landing.step.validation':
      'L’équipe de la plateforme examine votre profil et vous prévient par e-mail dès qu’il est validé.',
    'info.landing.step.publish': 'Créez votre publication et publiez votre premier contenu.',
    'info.landing.ctaTitle': 'Prêt à faire entendre votre voix ?',
    'info.landing.readMore': 'Tout savoir pour devenir auteur',

    'info.become.title': 'Devenir auteur',
    'info.become.lead':
      'Les auteurs créent des espaces de publication, publient articles, vidéos et podcasts sur Afrimedia, et gagnent de l’argent grâce à leur public.',
    'info.become.roleTitle': 'Le rôle d’auteur',
    'info.become.role.publish':
      'Créez des publications, vos propres espaces, et publiez-y des articles, des vidéos et des podcasts.',
    'info.become.role.followers':
      'Les lecteurs vous suivent, vous et vos publications ; vous pouvez prévenir vos abonnés d’un nouvel article par e-mail, une fois par article.',
    'info.become.role.stats':
      'Suivez votre audience, vos revenus et les performances de chaque contenu dans vos statistiques.',
    'info.become.validationTitle': 'La validation par l’équipe de la plateforme',
    'info.become.validation.apply':
      'Vous faites votre demande depuis votre compte, avec votre titre d’expertise et un texte sur vous.',
    'info.become.validation.review':
      'L’équipe de la plateforme examine chaque demande. En attendant, votre menu auteur l’indique comme en cours.',
    'info.become.validation.mail':
      'Une fois votre profil validé, vous recevez un e-mail et pouvez ajouter une photo et commencer à écrire. Sinon, l’e-mail en donne la raison et vous pouvez refaire une demande.',
    'info.become.paymentTitle': 'Comment fonctionne la rémunération',
    'info.become.payment.readers':
      'Les auteurs sont rémunérés selon le nombre de lecteurs et de clics sur leurs contenus.',
    'info.become.payment.euros': 'Vos revenus sont affichés en euros dans vos statistiques.',
    'info.become.age': 'Vous devez avoir au moins 18 ans, ou l’accord d’un parent.',
    'info.become.applyTitle': 'Faire une demande',
    'info.become.visitor': 'La demande commence par un compte.',
    'info.become.register': 'Créer un compte',
    'info.become.signIn': 'Se connecter',
    'info.become.reader':
      'Vous êtes connecté : le guide de l’équipe de la plateforme vous explique comment faire votre demande et quoi préparer.',
    'info.become.guide': 'Comment faire ma demande',
    'info.become.pending': 'Votre demande est en cours d’examen par l’équipe de la plateforme.',
    'info.become.pendingLink': 'Où en est ma demande',
    'info.become.author': 'Vous êtes déjà auteur.',
    'info.become.manage': 'Aller à mes publications',

    'info.subscription.title': 'Abonnement',
    'info.subscription.launchTitle': 'Gratuit pendant le lancement',
    'info.subscription.launch':
      'Pendant la phase de lancement, Afrimedia est gratuit et illimité : lisez, regardez et écoutez tout, sans abonnement.',
    'info.subscription.afterTitle': 'Après le lancement',
    'info.subscription.freemium':
      'Sans abonnement, vous profitez de 5 lectures gratuites. Ensuite, un abonnement Basic ou Premium vous est proposé.',
    'info.subscription.basicTitle': 'Basic',
    'info.subscription.basic': 'L’abonnement simple : un nombre limité de services.',
    'info.subscription.premiumTitle': 'Premium',
    'info.subscription.premium.ads': 'Aucune interruption publicitaire (publicités audio et vidéo)',
    'info.subscription.premium.exclusive': 'Des contenus exclusifs',
    'info.subscription.premium.offline': 'L’enregistrement hors ligne',
    'info.subscription.periodsTitle': 'Durées',
    'info.subscription.period.week': 'Une semaine',
    'info.subscription.period.twoWeeks': 'Deux semaines',
    'info.subscription.period.month': 'Mensuel',
    'info.subscription.period.year': 'Annuel',
    'info.subscription.prices': 'Les prix sont affichés en euros. Ils ne sont pas encore publiés.',
    'info.subscription.termsTitle': 'Conditions',
    'info.subscription.notice':
      'Nous vous prévenons de tout changement des conditions d’abonnement au moins 15 jours avant qu’il ne s’applique.',
    'info.subscription.age': 'Vous devez avoir au moins 18 ans pour vous abonner, ou l’accord d’un parent.',
    'info.subscription.termsLink': 'Lire les conditions d’utilisation',
    'info.subscription.register': 'Créer un compte gratuit',
    'info.subscription.faqTitle': 'Questions fréquentes',
    'info.subscription.faq.free.q': 'Dois-je payer pour utiliser Afrimedia ?',
    'info.subscription.faq.free.a':
      'Pas pendant la phase de lancement : tout est gratuit et illimité. Ensuite, 5 lectures restent gratuites sans abonnement.',
    'info.subscription.faq.after.q': 'Que se passe-t-il après mes 5 lectures gratuites ?',
    'info.subscription.faq.after.a':
      'On vous propose de vous inscrire ou de vous abonner pour continuer à lire.',
    'info.subscription.faq.plans.q': 'Quelle différence entre Basic et Premium ?',
    'info.subscription.faq.plans.a':
      'Basic donne accès à un nombre limité de services. Premium supprime les interruptions publicitaires audio et vidéo et ajoute des contenus exclusifs et l’enregistrement hors ligne.',
    'info.subscription.faq.periods.q': 'Combien de temps dure un abonnement ?',
    'info.subscription.faq.periods.a': 'Vous choisissez : une semaine, deux semaines, un mois ou un an.',
    'info.subscription.faq.price.q': 'Combien ça coûte ?',
    'info.subscription.faq.price.a': 'Les prix seront affichés en euros ; ils ne sont pas encore publiés.',
    'info.subscription.faq.stop.q': 'Comment arrêter mon abonnement ?',
    'info.subscription.faq.stop.a':
      'Se désabonner désactive le renouvellement automatique ; vous gardez l’accès jusqu’à la fin de la période.',
    'info.subscription.faq.changes.q': 'Les conditions peuvent-elles changer ?',
    'info.subscription.faq.changes.a':
      'Oui, et nous vous prévenons au moins 15 jours avant qu’un changement ne s’applique.',
    'info.subscription.faq.age.q': 'Qui peut s’abonner ?',
    'info.subscription.faq.age.a':
      'Toute personne de 18 ans ou plus, ou plus jeune avec l’accord d’un parent.',
    'info.subscription.faq.authors.q': 'Lire aide-t-il les auteurs ?',
    'info.subscription.faq.authors.a':
      'Oui : les auteurs sont rémunérés selon le nombre de lecteurs et de clics sur leurs contenus.',

    'info.contact.title': 'Nous contacter',
    'info.contact.lead':
      'Une question, une idée, un partenariat ? Écrivez à l’équipe de la plateforme : nous répondons par e-mail.',
    'info.contact.required': 'Tous les champs sont obligatoires.',
    'info.contact.name': 'Votre nom',
    'info.contact.email': 'Votre adresse e-mail',
    'info.contact.subject': 'Objet',
    'info.contact.message': 'Message',
    'info.contact.messageHint': 'Au moins 10 caractères.',
    'info.contact.send': 'Envoyer',
    'info.contact.sending': 'Envoi…',
    'info.contact.failed': 'Votre message n’a pas pu être envoyé.',
    'info.contact.thanksTitle': 'Merci !',
    'info.contact.thanks':
      'Votre message est bien parvenu à l’équipe de la plateforme. Nous vous répondrons par e-mail.',
    'info.contact.another': 'Écrire un autre message',
  },
  ar: {
    'info.page.otherLanguage': 'هذه الصفحة غير متوفرة بلغتك بعد.',

    'info.landing.title': 'انشر قصصك، واحصل على أجر مقابلها.',
    'info.landing.lead':
      'أفريميديا منصّة إعلامية للمبدعين الأفارقة وجمهورهم: مقالات وفيديوهات وبودكاست وفعاليات، تُقرأ بالعربية والفرنسية والإنجليزية والإسبانية.',
    'info.landing.register': 'أنشئ حسابًا',
    'info.landing.becomeAuthor': 'كن مؤلفًا',
    'info.landing.signIn': 'لديّ حساب بالفعل',
    'info.landing.manage': 'انتقل إلى منشوراتي',
    'info.landing.whatTitle': 'ما هي أفريميديا؟',
    'info.landing.what.publications': 'مساحات نشر خاصة بك، تجتمع فيها مقالاتك وفيديوهاتك وحلقات البودكاست.',
    'info.landing.what.formats': 'اكتب المقالات، وانشر الفيديوهات والبودكاست، وأعلن عن فعالياتك.',
    'info.landing.what.audience':
      'يتابعك القرّاء ويُعجبون بما تنشره ويحفظونه، ويعلم متابعوك بمقالاتك الجديدة عبر البريد الإلكتروني.',
    'info.landing.what.languages': 'أربع لغات: العربية والفرنسية والإنجليزية والإسبانية.',
    'info.landing.payTitle': 'كيف يحصل المؤلفون على أجرهم',
    'info.landing.pay.readers': 'يحصل المؤلفون على أجر بحسب عدد القرّاء والنقرات التي تجلبها محتوياتهم.',
    'info.landing.pay.stats': 'تعرض إحصاءاتك جمهورك ودخلك وأداء كل محتوى.',
    'info.landing.pay.euros': 'تُعرض المبالغ باليورو.',
    'info.landing.stepsTitle': 'كيف تبدأ',
    'info.landing.step.register': 'أنشئ حسابًا مجانيًا.',
    'info.landing.step.apply': 'قدّم طلبًا لتصبح مؤلفًا: حدّثنا عن خبرتك وعن نفسك.',
    'info.landing.step.validation': 'يراجع فريق المنصّة ملفك ويخبرك بالبريد الإلكتروني فور اعتماده.',
    'info.landing.step.publish': 'أنشئ منشورك وانشر محتواك الأول.',
    'info.landing.ctaTitle': 'هل أنت مستعد لإسماع صوتك؟',
    'info.landing.readMore': 'كل ما تحتاج معرفته لتصبح مؤلفًا',

    'info.become.title': 'كن مؤلفًا',
    'info.become.lead':
      'ينشئ المؤلفون مساحات نشر، وينشرون المقالات والفيديوهات والبودكاست على أفريميديا، ويكسبون المال من جمهورهم.',
    'info.become.roleTitle': 'دور المؤلف',
    'info.become.role.publish':
      'أنشئ منشوراتك، أي مساحاتك الخاصة، وانشر فيها المقالات والفيديوهات والبودكاست.',
    'info.become.role.followers':
      'يتابعك القرّاء ويتابعون منشوراتك؛ ويمكنك إبلاغ متابعيك بمقال جديد عبر البريد الإلكتروني، مرة واحدة لكل مقال.',
    'info.become.role.stats': 'تابع جمهورك ودخلك وأداء كل محتوى في إحصاءاتك.',
    'info.become.validationTitle': 'الاعتماد من فريق المنصّة',
    'info.become.validation.apply': 'تقدّم طلبك من حسابك، مع لقب خبرتك ونصّ تعرّف فيه بنفسك.',
    'info.become.validation.review':
      'يراجع فريق المنصّة كل طلب. وفي أثناء ذلك، تعرضه قائمة المؤلف على أنه قيد المراجعة.',
    'info.become.validation.mail':
      'بعد اعتماد ملفك، تتلقى رسالة بالبريد الإلكتروني ويمكنك إضافة صورة والبدء في الكتابة. وإن لم يُعتمد، تذكر الرسالة السبب ويمكنك التقدّم من جديد.',
    'info.become.paymentTitle': 'كيف يتم الدفع',
    'info.become.payment.readers': 'يحصل المؤلفون على أجر بحسب عدد القرّاء والنقرات على محتوياتهم.',
    'info.become.payment.euros': 'يُعرض دخلك باليورو في إحصاءاتك.',
    'info.become.age': 'يجب أن يكون عمرك 18 عامًا على الأقل، أو أن تحصل على موافقة أحد الوالدين.',
    'info.become.applyTitle': 'قدّم طلبك',
    'info.become.visitor': 'يبدأ الطلب بإنشاء حساب.',
    'info.become.register': 'أنشئ حسابًا',
    'info.become.signIn': 'سجّل الدخول',
    'info.become.reader': 'أنت مسجّل الدخول: يشرح لك دليل فريق المنصّة كيف تقدّم طلبك وما الذي تُعدّه.',
    'info.become.guide': 'كيف أقدّم طلبي',
    'info.become.pending': 'طلبك قيد المراجعة لدى فريق المنصّة.',
    'info.become.pendingLink': 'أين وصل طلبي',
    'info.become.author': 'أنت مؤلف بالفعل.',
    'info.become.manage': 'انتقل إلى منشوراتي',

    'info.subscription.title': 'الاشتراك',
    'info.subscription.launchTitle': 'مجاني خلال مرحلة الإطلاق',
    'info.subscription.launch':
      'خلال مرحلة الإطلاق، أفريميديا مجانية وبلا حدود: اقرأ وشاهد واستمع إلى كل شيء دون اشتراك.',
    'info.subscription.afterTitle': 'بعد الإطلاق',
    'info.subscription.freemium':
      'دون اشتراك، تستمتع بـ 5 قراءات مجانية. بعدها يُعرض عليك اشتراك أساسي أو مميّز.',
    'info.subscription.basicTitle': 'الأساسي',
    'info.subscription.basic': 'الاشتراك البسيط: عدد محدود من الخدمات.',
    'info.subscription.premiumTitle': 'المميّز',
    'info.subscription.premium.ads': 'بلا انقطاعات إعلانية (إعلانات صوتية ومرئية)',
    'info.subscription.premium.exclusive': 'محتوى حصري',
    'info.subscription.premium.offline': 'الحفظ للقراءة دون اتصال',
    'info.subscription.periodsTitle': 'المدد',
    'info.subscription.period.week': 'أسبوع واحد',
    'info.subscription.period.twoWeeks': 'أسبوعان',
    'info.subscription.period.month': 'شهري',
    'info.subscription.period.year': 'سنوي',
    'info.subscription.prices': 'تُعرض الأسعار باليورو، ولم تُنشر بعد.',
    'info.subscription.termsTitle': 'الشروط',
    'info.subscription.notice': 'نُعلمك بأي تغيير في شروط الاشتراك قبل 15 يومًا على الأقل من سريانه.',
    'info.subscription.age':
      'يجب أن يكون عمرك 18 عامًا على الأقل للاشتراك، أو أن تحصل على موافقة أحد الوالدين.',
    'info.subscription.termsLink': 'اقرأ شروط الاستخدام',
    'info.subscription.register': 'أنشئ حسابًا مجانيًا',
    'info.subscription.faqTitle': 'الأسئلة الشائعة',
    'info.subscription.faq.free.q': 'هل عليّ أن أدفع لاستخدام أفريميديا؟',
    'info.subscription.faq.free.a':
      'ليس خلال مرحلة الإطلاق: كل شيء مجاني وبلا حدود. وبعدها تبقى 5 قراءات مجانية دون اشتراك.',
    'info.subscription.faq.after.q': 'ماذا يحدث بعد قراءاتي الخمس المجانية؟',
    'info.subscription.faq.after.a': 'يُطلب منك التسجيل أو الاشتراك لمواصلة القراءة.',
    'info.subscription.faq.plans.q': 'ما الفرق بين الاشتراك الأساسي والمميّز؟',
    'info.subscription.faq.plans.a':
      'يمنح الأساسي عددًا محدودًا من الخدمات. أما المميّز فيزيل الانقطاعات الإعلانية الصوتية والمرئية ويضيف محتوى حصريًا والحفظ دون اتصال.',
    'info.subscription.faq.periods.q': 'كم تدوم مدة الاشتراك؟',
    'info.subscription.faq.periods.a': 'أنت تختار: أسبوع أو أسبوعان أو شهر أو سنة.',
    'info.subscription.faq.price.q': 'كم التكلفة؟',
    'info.subscription.faq.price.a': 'ستُعرض الأسعار باليورو، ولم تُنشر بعد.',
    'info.subscription.faq.stop.q': 'كيف أوقف اشتراكي؟',
    'info.subscription.faq.stop.a':
      'إلغاء الاشتراك يوقف التجديد التلقائي، ويبقى وصولك متاحًا حتى نهاية المدة.',
    'info.subscription.faq.changes.q': 'هل يمكن أن تتغير الشروط؟',
    'info.subscription.faq.changes.a': 'نعم، ونُعلمك قبل 15 يومًا على الأقل من سريان أي تغيير.',
    'info.subscription.faq.age.q': 'من يمكنه الاشتراك؟',
    'info.subscription.faq.age.a': 'كل من بلغ 18 عامًا فأكثر، أو من هو أصغر سنًا بموافقة أحد الوالدين.',
    'info.subscription.faq.authors.q': 'هل تساعد القراءة المؤلفين؟',
    'info.subscription.faq.authors.a': 'نعم: يحصل المؤلفون على أجر بحسب عدد القرّاء والنقرات على محتوياتهم.',

    'info.contact.title': 'اتصل بنا',
    'info.contact.lead': 'سؤال أو فكرة أو شراكة؟ اكتب إلى فريق المنصّة: نجيبك عبر البريد الإلكتروني.',
    'info.contact.required': 'جميع الحقول مطلوبة.',
    'info.contact.name': 'اسمك',
    'info.contact.email': 'بريدك الإلكتروني',
    'info.contact.subject': 'الموضوع',
    'info.contact.message': 'الرسالة',
    'info.contact.messageHint': '10 أحرف على الأقل.',
    'info.contact.send': 'إرسال',
    'info.contact.sending': 'جارٍ الإرسال…',
    'info.contact.failed': 'تعذّر إرسال رسالتك.',
    'info.contact.thanksTitle': 'شكرًا لك!',
    'info.contact.thanks': 'وصلت رسالتك إلى فريق المنصّة، وسنجيبك عبر البريد الإلكتروني.',
    'info.contact.another': 'اكتب رسالة أخرى',
  },
  es: {
    'info.page.otherLanguage': 'Esta página todavía no está disponible en tu idioma.',

    'info.landing.title': 'Publica tus historias. Cobra por ellas.',
    'info.landing.lead':
      'Afrimedia es una plataforma de medios para los creadores africanos y su público: artículos, vídeos, pódcasts y eventos, leídos en español, francés, inglés y árabe.',
    'info.landing.register': 'Crear una cuenta',
    'info.landing.becomeAuthor': 'Hazte autor',
    'info.landing.signIn': 'Ya tengo una cuenta',
    'info.landing.manage': 'Ir a mis publicaciones',
    'info.landing.whatTitle': '¿Qué es Afrimedia?',
    'info.landing.what.publications':
      'Espacios de publicación propios, donde conviven tus artículos, vídeos y pódcasts.',
    'info.landing.what.formats': 'Escribe artículos, publica vídeos y pódcasts, anuncia tus eventos.',
    'info.landing.what.audience':
      'Los lectores te siguen, dan me gusta y guardan lo que publicas, y tus seguidores se enteran por correo de tus nuevos artículos.',
    'info.landing.what.languages': 'Cuatro idiomas: español, francés, inglés y árabe.',
    'info.landing.payTitle': 'Cómo cobran los autores',
    'info.landing.pay.readers':
      'Los autores cobran según el número de lectores y de clics que atraen sus contenidos.',
    'info.landing.pay.stats':
      'Tus estadísticas muestran tu audiencia, tus ingresos y el rendimiento de cada contenido.',
    'info.landing.pay.euros': 'Los importes se muestran en euros.',
    'info.landing.stepsTitle': 'Cómo empezar',
    'info.landing.step.register': 'Crea una cuenta gratuita.',
    'info.landing.step.apply': 'Solicita ser autor: cuéntanos tu especialidad y quién eres.',
    'info.landing.step.validation':
      'El equipo de la plataforma revisa tu perfil y te avisa por correo en cuanto lo valida.',
    'info.landing.step.publish': 'Crea tu publicación y publica tu primer contenido.',
    'info.landing.ctaTitle': '¿Listo para hacer oír tu voz?',
    'info.landing.readMore': 'Todo sobre cómo hacerse autor',

    'info.become.title': 'Hazte autor',
    'info.become.lead':
      'Los autores crean espacios de publicación, publican artículos, vídeos y pódcasts en Afrimedia y ganan dinero gracias a su público.',
    'info.become.roleTitle': 'El papel del autor',
    'info.become.role.publish':
      'Crea publicaciones, tus propios espacios, y publica en ellas artículos, vídeos y pódcasts.',
    'info.become.role.followers':
      'Los lectores te siguen a ti y a tus publicaciones; puedes avisar a tus seguidores de un nuevo artículo por correo, una vez por artículo.',
    'info.become.role.stats':
      'Sigue tu audiencia, tus ingresos y el rendimiento de cada contenido en tus estadísticas.',
    'info.become.validationTitle': 'La validación por el equipo de la plataforma',
    'info.become.validation.apply':
      'Presentas tu solicitud desde tu cuenta, con tu título de especialidad y un texto sobre ti.',
    'info.become.validation.review':
      'El equipo de la plataforma revisa cada solicitud. Mientras tanto, tu menú de autor la muestra como pendiente.',
    'info.become.validation.mail':
      'Una vez validado tu perfil, recibes un correo y puedes añadir una foto y empezar a escribir. Si no se valida, el correo indica el motivo y puedes volver a solicitarlo.',
    'info.become.paymentTitle': 'Cómo funciona el pago',
    'info.become.payment.readers':
      'Los autores cobran según el número de lectores y de clics en sus contenidos.',
    'info.become.payment.euros': 'Tus ingresos se muestran en euros en tus estadísticas.',
    'info.become.age':
      'Debes tener al menos 18 años o contar con el consentimiento de tu madre, padre o tutor.',
    'info.become.applyTitle': 'Solicitar',
    'info.become.visitor': 'La solicitud empieza con una cuenta.',
    'info.become.register': 'Crear una cuenta',
    'info.become.signIn': 'Iniciar sesión',
    'info.become.reader':
      'Has iniciado sesión: la guía del equipo de la plataforma te explica cómo solicitarlo y qué preparar.',
    'info.become.guide': 'Cómo solicitarlo',
    'info.become.pending': 'El equipo de la plataforma está revisando tu solicitud.',
    'info.become.pendingLink': 'En qué punto está mi solicitud',
    'info.become.author': 'Ya eres autor.',
    'info.become.manage': 'Ir a mis publicaciones',

    'info.subscription.title': 'Suscripción',
    'info.subscription.launchTitle': 'Gratis durante el lanzamiento',
    'info.subscription.launch':
      'Durante la fase de lanzamiento, Afrimedia es gratuita e ilimitada: lee, mira y escucha todo sin suscripción.',
    'info.subscription.afterTitle': 'Después del lanzamiento',
    'info.subscription.freemium':
      'Sin suscripción disfrutas de 5 lecturas gratuitas. Después se te ofrece una suscripción Basic o Premium.',
    'info.subscription.basicTitle': 'Basic',
    'info.subscription.basic': 'La suscripción sencilla: un número limitado de servicios.',
    'info.subscription.premiumTitle': 'Premium',
    'info.subscription.premium.ads': 'Sin interrupciones publicitarias (anuncios de audio y vídeo)',
    'info.subscription.premium.exclusive': 'Contenido exclusivo',
    'info.subscription.premium.offline': 'Guardado sin conexión',
    'info.subscription.periodsTitle': 'Periodos',
    'info.subscription.period.week': 'Una semana',
    'info.subscription.period.twoWeeks': 'Dos semanas',
    'info.subscription.period.month': 'Mensual',
    'info.subscription.period.year': 'Anual',
    'info.subscription.prices': 'Los precios se muestran en euros. Todavía no se han publicado.',
    'info.subscription.termsTitle': 'Condiciones',
    'info.subscription.notice':
      'Te avisamos de cualquier cambio en las condiciones de suscripción al menos 15 días antes de que entre en vigor.',
    'info.subscription.age':
      'Debes tener al menos 18 años para suscribirte o contar con el consentimiento de tu madre, padre o tutor.',
    'info.subscription.termsLink': 'Leer las condiciones de uso',
    'info.subscription.register': 'Crear una cuenta gratuita',
    'info.subscription.faqTitle': 'Preguntas frecuentes',
    'info.subscription.faq.free.q': '¿Tengo que pagar para usar Afrimedia?',
    'info.subscription.faq.free.a':
      'No durante la fase de lanzamiento: todo es gratuito e ilimitado. Después, 5 lecturas siguen siendo gratuitas sin suscripción.',
    'info.subscription.faq.after.q': '¿Qué pasa después de mis 5 lecturas gratuitas?',
    'info.subscription.faq.after.a': 'Se te pide que te registres o te suscribas para seguir leyendo.',
    'info.subscription.faq.plans.q': '¿Qué diferencia hay entre Basic y Premium?',
    'info.subscription.faq.plans.a':
      'Basic ofrece un número limitado de servicios. Premium elimina las interrupciones publicitarias de audio y vídeo y añade contenido exclusivo y guardado sin conexión.',
    'info.subscription.faq.periods.q': '¿Cuánto dura una suscripción?',
    'info.subscription.faq.periods.a': 'Tú eliges: una semana, dos semanas, un mes o un año.',
    'info.subscription.faq.price.q': '¿Cuánto cuesta?',
    'info.subscription.faq.price.a': 'Los precios se mostrarán en euros; todavía no se han publicado.',
    'info.subscription.faq.stop.q': '¿Cómo dejo mi suscripción?',
    'info.subscription.faq.stop.a':
      'Darte de baja desactiva la renovación automática; conservas el acceso hasta el final del periodo.',
    'info.subscription.faq.changes.q': '¿Pueden cambiar las condiciones?',
    'info.subscription.faq.changes.a':
      'Sí, y te avisamos al menos 15 días antes de que un cambio entre en vigor.',
    'info.subscription.faq.age.q': '¿Quién puede suscribirse?',
    'info.subscription.faq.age.a':
      'Cualquier persona de 18 años o más, o menor con el consentimiento de su madre, padre o tutor.',
    'info.subscription.faq.authors.q': '¿Leer ayuda a los autores?',
    'info.subscription.faq.authors.a':
      'Sí: los autores cobran según el número de lectores y de clics en sus contenidos.',

    'info.contact.title': 'Contáctanos',
    'info.contact.lead':
      '¿Una pregunta, una idea, una colaboración? Escribe al equipo de la plataforma: respondemos por correo.',
    'info.contact.required': 'Todos los campos son obligatorios.',
    'info.contact.name': 'Tu nombre',
    'info.contact.email': 'Tu correo electrónico',
    'info.contact.subject': 'Asunto',
    'info.contact.message': 'Mensaje',
    'info.contact.messageHint': 'Al menos 10 caracteres.',
    'info.contact.send': 'Enviar',
    'info.contact.sending': 'Enviando…',
    'info.contact.failed': 'No se ha podido enviar tu mensaje.',
    'info.contact.thanksTitle': '¡Gracias!',
    'info.contact.thanks': 'Tu mensaje ha llegado al equipo de la plataforma. Te responderemos por correo.',
    'info.contact.another': 'Escribir otro mensaje',
  },
});
