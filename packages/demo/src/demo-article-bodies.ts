import type { ArticleBody, BlockDirection, BodyBlock } from '@afrimedia/domain';

type Language = 'en' | 'fr' | 'ar' | 'es';

/*
 * The demo articles' bodies: real paragraphs in each language, chosen per article so no two neighbours read the
 * same, with the structures the studio's editor makes (headings, marks, links, quotes, lists). Some articles mix
 * directions, as a Moroccan author quoting French or a Senegalese one quoting Arabic really would.
 */

const paragraphs: Record<Language, readonly string[]> = {
  fr: [
    'Dans les rues de la ville, les artistes inventent chaque soir de nouvelles manières de raconter le pays. Les studios improvisés accueillent des musiciens venus de toute la sous-région, et les jeunes producteurs mêlent les rythmes traditionnels aux sons électroniques.',
    'Le public suit, nombreux : les salles affichent complet bien avant l’heure, et les concerts se prolongent sur les trottoirs. Les vendeurs de café Touba et de fataya improvisent des terrasses jusqu’au petit matin.',
    'Les anciens regardent cette effervescence avec tendresse. Beaucoup ont connu les grandes années des orchestres de quartier, quand un 45 tours pouvait faire danser toute une ville pendant un été entier.',
    'Pour les artistes, la question de l’argent reste entière. Les plateformes d’écoute paient peu, les cachets varient d’un soir à l’autre, et les droits d’auteur arrivent souvent avec des mois de retard.',
    'Les écoles d’art et les centres culturels jouent un rôle décisif. Ils prêtent du matériel, ouvrent leurs salles aux répétitions et mettent en relation les créateurs avec des programmateurs étrangers.',
    'Reste à faire durer ce mouvement. Les acteurs rencontrés plaident pour des lieux stables, des formations aux métiers du son et de la scène, et un public qui accepte de payer sa place.',
  ],
  en: [
    'Across the city, founders pitch to investors in co-working spaces that did not exist five years ago. Mobile money changed how people save and pay, and a new generation of engineers is building on top of it.',
    'The numbers tell part of the story. Transfers that once took days now settle in seconds, and small traders who never had a bank account keep their savings on a phone that costs less than a week’s rent.',
    'Investors are more cautious than they were two years ago. They ask for revenue before growth, visit the markets where products are used, and expect founders to know their unit economics by heart.',
    'Talent is the real bottleneck. Senior engineers are courted by foreign companies paying in dollars, so local startups compete with equity, flexible hours and the promise of building something that matters at home.',
    'Regulators have learned to move faster too. Sandboxes let young companies test products with real users under supervision, and several central banks now publish their rules in plain language.',
    'The challenge now is to grow beyond the first market without losing the trust of early users. Expanding to a second country means new licences, new partners and, often, a new language.',
  ],
  ar: [
    'في المدن المغاربية، يجتمع القرّاء والكتّاب في المقاهي الأدبية لمناقشة الروايات الجديدة، وتمتد النقاشات حتى ساعات متأخرة من الليل حول اللغة والذاكرة والهوية.',
    'تعود الحكايات الشعبية إلى الواجهة من خلال جيل جديد من الكتّاب الذين يكتبون بالعربية والأمازيغية والفرنسية، ويبحثون عن جمهور واسع عبر الإنترنت وفي معارض الكتب.',
    'تواجه دور النشر الصغيرة صعوبات كبيرة في التوزيع، إذ تبقى المكتبات قليلة خارج المدن الكبرى، ويظل سعر الكتاب مرتفعًا بالنسبة إلى كثير من الأسر.',
    'ومع ذلك، تنتشر نوادي القراءة في الأحياء والمدارس، ويتبادل الشباب الكتب المستعملة، وتنظّم المكتبات العمومية ورشات للكتابة الإبداعية كل أسبوع.',
    'يرى النقّاد أن الرواية المغاربية تعيش مرحلة نضج، فهي تكتب المدينة والهجرة والعائلة بلغة جديدة، وتترجم إلى لغات كثيرة أكثر من أي وقت مضى.',
    'ويبقى التحدي في دعم المترجمين والناشرين المستقلين، حتى تصل هذه الأصوات إلى قرّائها في القارة كلها، لا في أوروبا وحدها.',
  ],
  es: [
    'En los centros de salud de la región, los equipos médicos trabajan con pocos recursos y mucha creatividad. Las campañas de vacunación llegan a pueblos alejados gracias a motos, radios comunitarias y voluntarios formados.',
    'Las enfermeras son el primer contacto con el sistema sanitario para la mayoría de las familias. Muchas recorren cada semana decenas de kilómetros para atender partos, controlar a los niños y explicar los tratamientos.',
    'La ciencia local gana espacio y los jóvenes investigadores publican cada vez más. Los laboratorios de Malabo y Bata colaboran con universidades de Camerún, Gabón y España en estudios sobre malaria y nutrición.',
    'La educación sanitaria empieza en la escuela. Los maestros enseñan a lavarse las manos, a reconocer la fiebre y a acudir pronto al centro de salud, y los niños llevan esos consejos a casa.',
    'Los datos siguen siendo un punto débil. Sin registros fiables es difícil saber dónde faltan medicamentos o personal, por eso varios distritos prueban aplicaciones móviles que funcionan sin conexión.',
    'Los responsables coinciden en que el reto es mantener la financiación cuando terminan los proyectos internacionales, y formar a suficientes profesionales para que se queden en el país.',
  ],
};

const quotes: Record<Language, readonly string[]> = {
  fr: [
    '« Ici, chaque quartier a son son. Il suffit de tendre l’oreille. »',
    '« On ne fait pas carrière, on fait de la musique. »',
  ],
  en: [
    '“We did not wait for permission. We built it and then explained it.”',
    '“Trust is the product. Everything else is features.”',
  ],
  ar: ['«الكتاب الجيد لا يشيخ، بل ينتظر قارئه.»', '«نكتب لأن الحكاية إن لم تُروَ ضاعت.»'],
  es: [
    '«La salud empieza mucho antes de llegar al hospital.»',
    '«Sin datos no hay política pública que funcione.»',
  ],
};

const listTitles: Record<Language, string> = {
  fr: 'À retenir',
  en: 'Key points',
  ar: 'أهم النقاط',
  es: 'Lo esencial',
};

const lists: Record<Language, readonly string[]> = {
  fr: [
    'Des lieux ouverts tard, accessibles à pied',
    'Des artistes de moins de trente ans',
    'Un public qui se renouvelle',
  ],
  en: ['Revenue before growth', 'Local talent, paid fairly', 'Regulators as partners'],
  ar: ['نوادي القراءة في الأحياء', 'ترجمة أكثر إلى لغات القارة', 'دعم الناشرين المستقلين'],
  es: ['Vacunación casa por casa', 'Formación de enfermeras', 'Registros sanitarios móviles'],
};

/** A passage in the other script, for the articles that mix directions. */
const crossQuote: Partial<Record<Language, { text: string; dir: BlockDirection }>> = {
  ar: {
    text: '« La littérature maghrébine s’écrit désormais dans toutes les langues du pays. »',
    dir: 'ltr',
  },
  fr: { text: '«الموسيقى لغة يفهمها الجميع.»', dir: 'rtl' },
};

const readMore: Record<Language, { text: string; url: string }> = {
  fr: { text: 'la page de l’UNESCO sur le patrimoine immatériel', url: 'https://ich.unesco.org/fr' },
  en: { text: 'the African Union’s digital transformation strategy', url: 'https://au.int/en/documents' },
  ar: { text: 'موقع منظمة اليونسكو', url: 'https://www.unesco.org/ar' },
  es: { text: 'la Organización Mundial de la Salud', url: 'https://www.who.int/es' },
};

const seeAlso: Record<Language, string> = {
  fr: 'Pour aller plus loin : ',
  en: 'Further reading: ',
  ar: 'للمزيد: ',
  es: 'Para saber más: ',
};

const directionOf = (language: Language): BlockDirection => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The body of the `index`-th demo article written in `language`: a lede with its key phrase in bold, four
 * paragraphs starting at a different place in the language's pool, a subheading, a quote, a list and a link.
 */
export function demoArticleBody(language: Language, title: string, index: number): ArticleBody {
  const dir = directionOf(language);
  const pool = paragraphs[language];
  const pick = (offset: number) => pool[(index + offset) % pool.length]!;
  const [lead = '', ...rest] = pick(0).split(/(?<=[.!؟?])\s+/);
  const blocks: BodyBlock[] = [
    {
      type: 'paragraph',
      dir,
      children: [{ text: lead, bold: true }, { text: rest.length ? ` ${rest.join(' ')}` : '' }],
    },
    { type: 'paragraph', dir, children: [{ text: pick(1) }] },
    { type: 'heading', level: 2, dir, children: [{ text: title }] },
    { type: 'paragraph', dir, children: [{ text: pick(2) }] },
    { type: 'block-quote', dir, children: [{ text: quotes[language][index % 2]!, italic: true }] },
    { type: 'paragraph', dir, children: [{ text: pick(3) }] },
    { type: 'heading', level: 3, dir, children: [{ text: listTitles[language] }] },
    {
      type: 'bulleted-list',
      dir,
      children: lists[language].map((item) => ({ type: 'list-item', children: [{ text: item }] })),
    },
    {
      type: 'paragraph',
      dir,
      children: [
        { text: seeAlso[language] },
        { type: 'link', url: readMore[language].url, children: [{ text: readMore[language].text }] },
        { text: '.' },
      ],
    },
  ];
  const cross = crossQuote[language];
  if (cross) {
    blocks.splice(5, 0, { type: 'block-quote', dir: cross.dir, children: [{ text: cross.text }] });
  }
  return blocks.map((block) =>
    block.type === 'paragraph'
      ? { ...block, children: block.children.filter((child) => !('text' in child) || child.text !== '') }
      : block,
  );
}
