import type { Translation } from './en.ts';

export const es = {
  'error.LOGIN_FAILED':
    'No se pudo iniciar sesión. Comprueba que has introducido un correo electrónico y una contraseña válidos.',
  'error.NOT_AUTHORIZED': 'Debes iniciar sesión para hacer esto.',
  'error.FORBIDDEN': 'No tienes permiso para hacer esto.',
  'error.WRONG_VERIFICATION_CODE': 'Código de verificación incorrecto',
  'error.INVALID_CODE': 'Código no válido',
  'error.WRONG_EMAIL': 'Correo electrónico incorrecto',
  'error.WRONG_PASSWORD': 'Contraseña incorrecta',
  'error.SITE_WALL': 'El sitio está protegido con contraseña',
  'error.WRONG_COUNTRY': 'País incorrecto',
  'error.INVALID_PHONE': 'Introduce un número de teléfono válido',
  'error.PASSWORD_TOO_WEAK':
    'La contraseña debe tener al menos 8 caracteres, con una letra mayúscula, una letra minúscula y un número.',
  'error.PASSWORD_CONFIRMATION_FAILED': 'La confirmación de la contraseña ha fallado',
  'error.EMAIL_ALREADY_USED': 'Este correo electrónico ya está en uso',
  'error.USER_NOT_FOUND': 'El usuario no existe.',
  'error.CONTENT_NOT_FOUND': 'Contenido no encontrado',
  'error.NO_MATCH_FOUND': 'No se encontraron resultados.',
  'error.AUTHOR_NOT_VERIFIED': 'Autor no verificado',
  'error.SLUG_ALREADY_USED': 'Identificador de URL ya en uso',
  'error.URL_ALREADY_USED': 'Otra publicación ya usa esta URL',
  'error.CONTENT_GEOBLOCKED': 'Lo sentimos, este contenido no está disponible en tu país.',
  'error.FILE_PROCESSING_FAILED': 'Se produjo un error al procesar tu archivo.',
  'error.FILE_TOO_LARGE': 'Archivo demasiado grande',
  'error.FILE_TOO_LONG': 'Archivo demasiado largo',
  'error.IMAGE_TOO_NARROW': 'La imagen no es lo bastante ancha.',
  'error.UPLOAD_NOT_FOUND': 'No se encontró el archivo subido; vuelve a subirlo.',
  'error.WRONG_FILE_TYPE': 'Este tipo de archivo no se acepta aquí.',
  'error.IMAGE_TOO_MANY_PIXELS': 'La imagen tiene demasiados píxeles; envía una más pequeña.',
  'error.TOO_MANY_UPLOADS':
    'Se están enviando demasiados archivos tuyos a la vez; espera a que termine uno y vuelve a intentarlo.',
  'error.UPLOAD_QUOTA_EXCEEDED':
    'Hoy ya has enviado todos los archivos permitidos; podrás enviar más mañana.',
  'error.CARD_DECLINED': 'Tu tarjeta ha sido rechazada',
  'error.INCORRECT_CVC': 'El código CVC es incorrecto',
  'error.EXPIRED_CARD': 'Tu tarjeta ha caducado',
  'error.CARD_PROCESSING_ERROR': 'Se produjo un error al procesar tu tarjeta',
  'error.INCORRECT_CARD_NUMBER': 'El número de tarjeta es incorrecto',
  'error.PAYMENT_NOT_ACCEPTED': 'Tu pago no ha sido aceptado',
  'error.SUBSCRIPTION_CHANGE_REJECTED': '¡Tu solicitud de cambio de suscripción ha sido rechazada!',
  'error.FOLLOWERS_EMAIL_FAILED': 'Error al enviar el correo a los seguidores',
  'error.EMAIL_ALREADY_SENT': 'Correo ya enviado',
  'error.SOMETHING_WENT_WRONG': 'Algo salió mal.',
  'error.SOMETHING_WRONG_HAPPENED': 'Ocurrió un problema',
  'error.TOPICS_FAILED': 'Error al obtener los temas',
  'error.ENCODING_FAILED': 'Error durante la codificación',
  'error.PAGE_NOT_FOUND': 'Lo sentimos, la página que buscas no existe.',
  'error.NAME_REQUIRED': 'El nombre es obligatorio',
  'error.DESCRIPTION_REQUIRED': 'La descripción es obligatoria',
  'error.SUMMARY_REQUIRED': 'Debes completar el resumen del artículo',
  'error.CONTENT_REQUIRED': 'Debes completar el contenido del artículo',
  'error.THUMBNAIL_REQUIRED': 'La miniatura es obligatoria',
  'error.SLUG_REQUIRED': 'El identificador de URL es obligatorio',
  'error.TOPIC_REQUIRED': 'Debes elegir al menos un tema',
  'error.FIELDS_REQUIRED': 'Debes completar todos los campos',
  'error.INVALID_SLUG':
    'Un identificador de URL solo puede contener letras, números, «-» o «_», y no puede empezar ni terminar con «-» o «_».',
  'error.TOO_MANY_TOPICS': 'Elige como máximo 3 temas.',
  'error.UNKNOWN_TOPIC': 'Tema desconocido.',
  'error.UNKNOWN_GENRE': 'Categoría desconocida.',
  'error.INVALID_EPISODE':
    'Solo los vídeos y los pódcasts tienen episodios; los números de temporada y de episodio empiezan en 1.',
  'error.TEXT_TOO_SHORT': 'Este texto es demasiado corto.',
  'error.UNDER_MINIMUM_AGE': 'Debes tener al menos 18 años.',
  'error.INVALID_STATE_TRANSITION': 'Esta acción no es posible en el estado actual.',
  'error.FIRST_PUBLICATION_NEEDS_ARTICLE':
    'Una primera publicación necesita al menos un artículo publicado para ser validada.',
  'error.SCHEDULE_IN_PAST': 'La fecha de publicación programada debe ser posterior a la actual.',
  'error.MEDIA_NOT_READY': 'El archivo multimedia aún no está listo.',
  'error.ALREADY_EXISTS': 'Esto ya existe.',
  'error.NOT_FOUND': 'No encontrado.',
  'error.FREE_READS_EXHAUSTED':
    'Has usado tus 5 lecturas gratuitas. Regístrate o suscríbete para seguir leyendo.',
  'error.NO_RATE_CARD': 'No había ninguna tarifa vigente en esa fecha.',
  'error.EVENT_ENDS_BEFORE_START': 'El evento debe terminar después de empezar.',
  'error.DEFAULT_LANGUAGE_NOT_AVAILABLE': 'El idioma predeterminado debe ser uno de los idiomas disponibles.',
  'error.LEGAL_NOTICE_TOO_SHORT':
    'Una nueva versión no puede entrar en vigor antes de 15 días después de su publicación.',
  'error.CONCURRENCY_CONFLICT': 'Otra persona modificó esto al mismo tiempo; vuelve a intentarlo.',
  'error.E_INVALID_JWT_TOKEN': 'Tu token de sesión ya no es válido.',
  'error.E_INVALID_JWT_REFRESH_TOKEN': 'Tu sesión ha terminado; vuelve a iniciar sesión.',
  'error.CSRF_FAILED': 'Esta solicitud no procede del sitio de Afrimedia.',
  'error.TOO_MANY_ATTEMPTS': 'Demasiados intentos; espera un momento y vuelve a intentarlo.',
  'error.TOO_MANY_EMAILS':
    'Se han enviado demasiados correos a esta dirección; espera una hora antes de pedir otro.',
  'error.PAYMENTS_NOT_AVAILABLE': 'Los pagos todavía no están disponibles.',
  'error.ARTICLE_BODY_INVALID':
    'El artículo debe ser un documento de párrafos, títulos, citas, listas, enlaces, imágenes y medios, sin HTML.',
  'error.ARTICLE_BODY_TOO_LARGE': 'El artículo es demasiado largo.',
  'error.PLAIN_TEXT_ONLY': 'Los títulos y resúmenes son texto sin formato: no se permiten etiquetas HTML.',
  'error.UNSAFE_LINK': 'Los enlaces solo pueden apuntar a direcciones http, https o mailto.',
  'error.PRECONDITION_FAILED':
    'Alguien lo modificó después de que lo abrieras; vuelve a cargarlo para ver sus cambios antes de guardar los tuyos.',
  'error.INVALID_TEXT': 'La solicitud contiene caracteres no permitidos (un byte NUL o Unicode no válido).',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Esta llamada espera un cuerpo JSON.',
  'error.SERVICE_UNAVAILABLE':
    'El servicio no está disponible por un momento; vuelve a intentarlo enseguida.',
  'error.INVALID_LIST_QUERY': 'La lista no se puede ordenar, paginar ni filtrar de esta forma.',
  'error.REASON_REQUIRED': 'Indica un motivo de 1000 caracteres como máximo.',
  'error.NO_SUCH_CALL': 'Esta llamada a la API no existe.',
  'error.INTERNAL_ERROR': 'Algo salió mal.',
  'error.BAD_REQUEST': 'No se pudo entender la solicitud.',

  'mail.authorValidated.subject': 'Tu perfil de autor en Afrimedia ha sido validado',
  'mail.authorValidated.body':
    'Hola, {name}:\n\nBuenas noticias: el equipo de Afrimedia ha validado tu perfil de autor. Ya puedes añadir una foto a tu perfil y empezar a escribir.\n\nEl equipo de Afrimedia',
  'mail.authorRejected.subject': 'Tu perfil de autor en Afrimedia no ha sido validado',
  'mail.authorRejected.body':
    'Hola, {name}:\n\nTras revisarlo, el equipo de Afrimedia no ha podido validar tu perfil de autor por el siguiente motivo:\n\n{reason}\n\nPuedes modificar tu perfil y enviarlo de nuevo.\n\nEl equipo de Afrimedia',
  'mail.publicationValidated.subject': 'Tu publicación «{publication}» ha sido validada',
  'mail.publicationValidated.body':
    'Hola, {name}:\n\nBuenas noticias: el equipo de Afrimedia ha validado tu publicación «{publication}». Sus artículos publicados ya son visibles para los lectores.\n\nEl equipo de Afrimedia',
  'mail.publicationRejected.subject': 'Tu publicación «{publication}» no ha sido validada',
  'mail.publicationRejected.body':
    'Hola, {name}:\n\nTras revisarla, el equipo de Afrimedia no ha podido validar tu publicación «{publication}» por el siguiente motivo:\n\n{reason}\n\nPuedes modificarla en tu estudio y enviarla de nuevo.\n\nEl equipo de Afrimedia',
  'mail.followers.subject': 'Nuevo artículo de {author}: {title}',
  'mail.followers.body':
    'Hola:\n\n{author}, a quien sigues en Afrimedia, acaba de publicar un nuevo artículo: «{title}».\n\n{excerpt}\n\nLéelo aquí: {url}\n\nEl equipo de Afrimedia',
  'mail.loginLink.subject': 'Tu enlace para iniciar sesión en Afrimedia',
  'mail.loginLink.body':
    'Hola:\n\nHaz clic en el siguiente enlace para iniciar sesión en Afrimedia:\n\n{url}\n\nEste enlace es válido durante {minutes, plural, one {# minuto} other {# minutos}}. Si no has solicitado iniciar sesión, puedes ignorar este correo.\n\nEl equipo de Afrimedia',
  'mail.pinCode.subject': 'Tu código para iniciar sesión en Afrimedia',
  'mail.pinCode.body':
    'Hola:\n\nTu código de inicio de sesión es: {code}\n\nEs válido durante {minutes, plural, one {# minuto} other {# minutos}}. No compartas nunca este código con nadie.\n\nSi no has solicitado este código, puedes ignorar este correo.\n\nEl equipo de Afrimedia',
  'mail.passwordReset.subject': 'Restablece tu contraseña de Afrimedia',
  'mail.passwordReset.body':
    'Hola:\n\nPara restablecer tu contraseña, introduce este código en Afrimedia: {code}\n\nEs válido durante {minutes, plural, one {# minuto} other {# minutos}}. No compartas nunca este código con nadie.\n\nSi no has pedido restablecer tu contraseña, puedes ignorar este correo: tu contraseña sigue siendo la misma.\n\nEl equipo de Afrimedia',
  'mail.passwordChanged.subject': 'Se ha cambiado la contraseña de tu cuenta de Afrimedia',
  'mail.passwordChanged.body':
    'Hola:\n\nSe acaba de cambiar la contraseña de tu cuenta de Afrimedia y se ha cerrado la sesión en todos los dispositivos conectados a la cuenta.\n\nSi has sido tú, no tienes que hacer nada más. Si no, restablece tu contraseña cuanto antes: {url}\n\nEl equipo de Afrimedia',
  'mail.verifyEmail.subject': 'Confirma tu correo electrónico en Afrimedia',
  'mail.verifyEmail.body':
    'Hola:\n\nPara confirmar tu dirección de correo electrónico, introduce este código en Afrimedia: {code}\n\nO abre este enlace: {url}\n\nSi no has creado una cuenta en Afrimedia, puedes ignorar este correo.\n\nEl equipo de Afrimedia',
  'mail.confirmEmailChange.subject': 'Confirma tu nueva dirección de correo en Afrimedia',
  'mail.confirmEmailChange.body':
    'Hola:\n\nPara que esta dirección pase a ser la de tu cuenta de Afrimedia, introduce este código en Afrimedia: {code}\n\nEs válido durante {minutes, plural, one {# minuto} other {# minutos}}. Hasta entonces, tu cuenta conserva su dirección actual.\n\nSi no lo has pedido tú, puedes ignorar este correo.\n\nEl equipo de Afrimedia',
  'mail.emailChangeRequested.subject': 'Se ha pedido cambiar tu dirección de correo de Afrimedia',
  'mail.emailChangeRequested.body':
    'Hola:\n\nAlguien con una sesión abierta en tu cuenta de Afrimedia ha pedido cambiar su dirección de correo por {email}. El cambio solo se aplica cuando se confirma desde esa dirección.\n\nSi no has sido tú, cambia tu contraseña ahora: así se cierran todas las demás sesiones.\n\nEl equipo de Afrimedia',
  'mail.contactMessage.subject': 'Formulario de contacto: {subject}',
  'mail.contactMessage.body':
    'Un mensaje del formulario de contacto.\n\nDe: {sender} <{email}>\nIdioma: {language}\nAsunto: {subject}\n\n{message}\n\nResponde a {email} para contestar.',
  'mail.legalVersion.subject':
    '{document, select, terms {Nuestras condiciones de uso cambian} other {Nuestra política de privacidad cambia}}',
  'mail.legalVersion.body':
    'Hola {name}:\n\nHemos publicado una nueva versión de {document, select, terms {nuestras condiciones de uso} other {nuestra política de privacidad}}. Entra en vigor el {effectiveAt}.\n\nLéela aquí: {pageUrl}',
} satisfies Translation;
