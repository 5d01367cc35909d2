import { defineCatalogue } from './define.ts';

/** The author's income on /stats: statements per period, the lines behind one, and the reads and clicks paid. */
export const studioIncome = defineCatalogue({
  en: {
    'studioIncome.title': 'Income',
    'studioIncome.total':
      'Paid {period, select, week {by week} month {by month} other {by year}}, since your first paid read',
    'studioIncome.totalCount':
      '{reads, plural, one {# paid read} other {# paid reads}} and {clicks, plural, one {# paid click} other {# paid clicks}}',
    'studioIncome.howPaid':
      'A reader who stays 30 seconds on your content, or opens it from a list or a shared link, earns you what the rate card in force pays, once a day. Statements pay whole cents; what is under a cent is carried into the next period.',
    'studioIncome.loading': 'Loading your income…',
    'studioIncome.failed': 'Your income could not be loaded just now. Try again in a moment.',
    'studioIncome.empty':
      'No paid reads yet. When readers spend 30 seconds on your contents, or open them from a list or a shared link, what they earn you shows here.',
    'studioIncome.statements':
      'Statements {period, select, week {by week} month {by month} other {by year}}, newest first',
    'studioIncome.reads': 'Paid reads',
    'studioIncome.clicks': 'Paid clicks',
    'studioIncome.euros': 'Paid',
    'studioIncome.carriedOut':
      '{amount} under a cent is carried into the next {period, select, week {week} month {month} other {year}}.',
    'studioIncome.carriedIn':
      'It includes {amount} carried from the {period, select, week {week} month {month} other {year}} before.',
    'studioIncome.open': 'See the lines of {label}',
    'studioIncome.opened': 'Lines of {label}',
    'studioIncome.close': 'Close these lines',
    'studioIncome.byContent': 'By content: open one to see the reads and clicks it was paid for.',
    'studioIncome.contentFigures':
      '{reads, plural, one {# read} other {# reads}}, {clicks, plural, one {# click} other {# clicks}}: {amount}',
    'studioIncome.untitled': 'A content no longer published',
    'studioIncome.linesCaption': 'Paid reads and clicks of “{title}”, oldest first',
    'studioIncome.when': 'When (UTC)',
    'studioIncome.kind': 'Paid for',
    'studioIncome.rateCard': 'Rate card',
    'studioIncome.amount': 'Amount',
    'studioIncome.read': 'A read',
    'studioIncome.click': 'A click',
    'studioIncome.rate': '{rate} each',
    'studioIncome.noCard': 'No rate card in force yet',
    'studioIncome.more':
      '{count, plural, one {# more line is} other {# more lines are}} in the CSV file, with the event each came from.',
    'studioIncome.csv': 'Download these lines (CSV)',
    'studioIncome.noLines': 'No paid reads or clicks in this period.',
  },
  fr: {
    'studioIncome.title': 'Revenus',
    'studioIncome.total':
      'Payé {period, select, week {par semaine} month {par mois} other {par année}}, depuis votre première lecture payée',
    'studioIncome.totalCount':
      '{reads, plural, one {# lecture payée} other {# lectures payées}} et {clicks, plural, one {# clic payé} other {# clics payés}}',
    'studioIncome.howPaid':
      'Un lecteur qui reste 30 secondes sur votre contenu, ou l’ouvre depuis une liste ou un lien partagé, vous rapporte ce que paie la grille tarifaire en vigueur, une fois par jour. Les relevés paient des centimes entiers ; ce qui reste sous le centime est reporté sur la période suivante.',
    'studioIncome.loading': 'Chargement de vos revenus…',
    'studioIncome.failed': 'Vos revenus n’ont pas pu être chargés pour le moment. Réessayez dans un instant.',
    'studioIncome.empty':
      'Pas encore de lecture payée. Quand des lecteurs passent 30 secondes sur vos contenus, ou les ouvrent depuis une liste ou un lien partagé, ce qu’ils vous rapportent s’affiche ici.',
    'studioIncome.statements':
      'Relevés {period, select, week {par semaine} month {par mois} other {par année}}, du plus récent au plus ancien',
    'studioIncome.reads': 'Lectures payées',
    'studioIncome.clicks': 'Clics payés',
    'studioIncome.euros': 'Payé',
    'studioIncome.carriedOut':
      '{amount} sous le centime {period, select, week {est reporté sur la semaine suivante} month {est reporté sur le mois suivant} other {est reporté sur l’année suivante}}.',
    'studioIncome.carriedIn':
      'Il comprend {amount} {period, select, week {reporté de la semaine précédente} month {reporté du mois précédent} other {reporté de l’année précédente}}.',
    'studioIncome.open': 'Voir les lignes de {label}',
    'studioIncome.opened': 'Lignes de {label}',
    'studioIncome.close': 'Fermer ces lignes',
    'studioIncome.byContent': 'Par contenu : ouvrez-en un pour voir les lectures et clics payés.',
    'studioIncome.contentFigures':
      '{reads, plural, one {# lecture} other {# lectures}}, {clicks, plural, one {# clic} other {# clics}} : {amount}',
    'studioIncome.untitled': 'Un contenu qui n’est plus publié',
    'studioIncome.linesCaption': 'Lectures et clics payés de « {title} », du plus ancien au plus récent',
    'studioIncome.when': 'Quand (UTC)',
    'studioIncome.kind': 'Payé pour',
    'studioIncome.rateCard': 'Grille tarifaire',
    'studioIncome.amount': 'Montant',
    'studioIncome.read': 'Une lecture',
    'studioIncome.click': 'Un clic',
    'studioIncome.rate': '{rate} l’unité',
    'studioIncome.noCard': 'Aucune grille en vigueur',
    'studioIncome.more':
      '{count, plural, one {# autre ligne figure} other {# autres lignes figurent}} dans le fichier CSV, avec l’événement dont chacune vient.',
    'studioIncome.csv': 'Télécharger ces lignes (CSV)',
    'studioIncome.noLines': 'Aucune lecture ni aucun clic payé sur cette période.',
  },
  ar: {
    'studioIncome.title': 'الدخل',
    'studioIncome.total':
      'المدفوع {period, select, week {أسبوعيًا} month {شهريًا} other {سنويًا}}، منذ أول قراءة مدفوعة',
    'studioIncome.totalCount':
      '{reads, plural, zero {لا قراءات مدفوعة} one {قراءة مدفوعة واحدة} two {قراءتان مدفوعتان} few {# قراءات مدفوعة} many {# قراءة مدفوعة} other {# قراءة مدفوعة}} و{clicks, plural, zero {لا نقرات مدفوعة} one {نقرة مدفوعة واحدة} two {نقرتان مدفوعتان} few {# نقرات مدفوعة} many {# نقرة مدفوعة} other {# نقرة مدفوعة}}',
    'studioIncome.howPaid':
      'القارئ الذي يبقى 30 ثانية على محتواك، أو يفتحه من قائمة أو من رابط مُشارَك، يكسبك ما تدفعه بطاقة الأسعار السارية، مرة واحدة في اليوم. تُدفع الكشوف بالسنتات الكاملة؛ وما يقلّ عن سنت يُرحَّل إلى الفترة التالية.',
    'studioIncome.loading': 'جارٍ تحميل دخلك…',
    'studioIncome.failed': 'تعذّر تحميل دخلك الآن. حاول مرة أخرى بعد قليل.',
    'studioIncome.empty':
      'لا قراءات مدفوعة بعد. عندما يقضي القرّاء 30 ثانية على محتواك، أو يفتحونه من قائمة أو من رابط مُشارَك، يظهر هنا ما يكسبونك إياه.',
    'studioIncome.statements':
      'الكشوف {period, select, week {حسب الأسبوع} month {حسب الشهر} other {حسب السنة}}، الأحدث أولًا',
    'studioIncome.reads': 'قراءات مدفوعة',
    'studioIncome.clicks': 'نقرات مدفوعة',
    'studioIncome.euros': 'المدفوع',
    'studioIncome.carriedOut':
      'يُرحَّل {amount} دون السنت إلى {period, select, week {الأسبوع التالي} month {الشهر التالي} other {السنة التالية}}.',
    'studioIncome.carriedIn':
      'يشمل {amount} مُرحَّلًا من {period, select, week {الأسبوع السابق} month {الشهر السابق} other {السنة السابقة}}.',
    'studioIncome.open': 'عرض بنود {label}',
    'studioIncome.opened': 'بنود {label}',
    'studioIncome.close': 'إغلاق هذه البنود',
    'studioIncome.byContent': 'حسب المحتوى: افتح أحدها لترى القراءات والنقرات التي دُفعت عنه.',
    'studioIncome.contentFigures':
      '{reads, plural, zero {لا قراءات} one {قراءة واحدة} two {قراءتان} few {# قراءات} many {# قراءة} other {# قراءة}}، {clicks, plural, zero {لا نقرات} one {نقرة واحدة} two {نقرتان} few {# نقرات} many {# نقرة} other {# نقرة}}: {amount}',
    'studioIncome.untitled': 'محتوى لم يعد منشورًا',
    'studioIncome.linesCaption': 'القراءات والنقرات المدفوعة لـ«{title}»، الأقدم أولًا',
    'studioIncome.when': 'متى (UTC)',
    'studioIncome.kind': 'مدفوع عن',
    'studioIncome.rateCard': 'بطاقة الأسعار',
    'studioIncome.amount': 'المبلغ',
    'studioIncome.read': 'قراءة',
    'studioIncome.click': 'نقرة',
    'studioIncome.rate': '{rate} للواحدة',
    'studioIncome.noCard': 'لا بطاقة أسعار سارية بعد',
    'studioIncome.more':
      '{count, plural, zero {لا بنود أخرى} one {بند آخر} two {بندان آخران} few {# بنود أخرى} many {# بندًا آخر} other {# بند آخر}} في ملف CSV، مع الحدث الذي جاء منه كل بند.',
    'studioIncome.csv': 'تنزيل هذه البنود (CSV)',
    'studioIncome.noLines': 'لا قراءات ولا نقرات مدفوعة في هذه الفترة.',
  },
  es: {
    'studioIncome.title': 'Ingresos',
    'studioIncome.total':
      'Pagado {period, select, week {por semana} month {por mes} other {por año}}, desde tu primera lectura pagada',
    'studioIncome.totalCount':
      '{reads, plural, one {# lectura pagada} other {# lecturas pagadas}} y {clicks, plural, one {# clic pagado} other {# clics pagados}}',
    'studioIncome.howPaid':
      'Un lector que pasa 30 segundos en tu contenido, o lo abre desde una lista o un enlace compartido, te hace ganar lo que paga la tarifa vigente, una vez al día. Los extractos pagan céntimos enteros; lo que queda por debajo de un céntimo pasa al periodo siguiente.',
    'studioIncome.loading': 'Cargando tus ingresos…',
    'studioIncome.failed': 'No se han podido cargar tus ingresos ahora. Vuelve a intentarlo en un momento.',
    'studioIncome.empty':
      'Aún no hay lecturas pagadas. Cuando los lectores pasen 30 segundos en tus contenidos, o los abran desde una lista o un enlace compartido, lo que te hagan ganar aparecerá aquí.',
    'studioIncome.statements':
      'Extractos {period, select, week {por semana} month {por mes} other {por año}}, del más reciente al más antiguo',
    'studioIncome.reads': 'Lecturas pagadas',
    'studioIncome.clicks': 'Clics pagados',
    'studioIncome.euros': 'Pagado',
    'studioIncome.carriedOut':
      '{amount} por debajo de un céntimo pasa {period, select, week {a la semana siguiente} month {al mes siguiente} other {al año siguiente}}.',
    'studioIncome.carriedIn':
      'Incluye {amount} {period, select, week {de la semana anterior} month {del mes anterior} other {del año anterior}}.',
    'studioIncome.open': 'Ver las líneas de {label}',
    'studioIncome.opened': 'Líneas de {label}',
    'studioIncome.close': 'Cerrar estas líneas',
    'studioIncome.byContent': 'Por contenido: abre uno para ver las lecturas y clics pagados.',
    'studioIncome.contentFigures':
      '{reads, plural, one {# lectura} other {# lecturas}}, {clicks, plural, one {# clic} other {# clics}}: {amount}',
    'studioIncome.untitled': 'Un contenido que ya no está publicado',
    'studioIncome.linesCaption': 'Lecturas y clics pagados de «{title}», del más antiguo al más reciente',
    'studioIncome.when': 'Cuándo (UTC)',
    'studioIncome.kind': 'Pagado por',
    'studioIncome.rateCard': 'Tarifa',
    'studioIncome.amount': 'Importe',
    'studioIncome.read': 'Una lectura',
    'studioIncome.click': 'Un clic',
    'studioIncome.rate': '{rate} cada uno',
    'studioIncome.noCard': 'Ninguna tarifa vigente todavía',
    'studioIncome.more':
      '{count, plural, one {# línea más está} other {# líneas más están}} en el archivo CSV, con el evento del que viene cada una.',
    'studioIncome.csv': 'Descargar estas líneas (CSV)',
    'studioIncome.noLines': 'Ninguna lectura ni clic pagado en este periodo.',
  },
});
