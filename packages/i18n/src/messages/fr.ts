import type { Translation } from './en.ts';

// The typographic apostrophe (’) is used throughout: in ICU an ASCII apostrophe before a brace starts a quote.
export const fr = {
  'error.LOGIN_FAILED':
    'Échec de la connexion. Vérifiez que vous avez saisi une adresse e-mail et un mot de passe valides.',
  'error.NOT_AUTHORIZED': 'Vous devez être connecté pour effectuer cette action.',
  'error.FORBIDDEN': 'Vous n’êtes pas autorisé à effectuer cette action.',
  'error.WRONG_VERIFICATION_CODE': 'Code de vérification incorrect',
  'error.INVALID_CODE': 'Code invalide',
  'error.WRONG_EMAIL': 'Adresse e-mail incorrecte',
  'error.WRONG_PASSWORD': 'Mot de passe incorrect',
  'error.SITE_WALL': 'Le site est protégé par un mot de passe',
  'error.WRONG_COUNTRY': 'Pays incorrect',
  'error.INVALID_PHONE': 'Veuillez saisir un numéro de téléphone valide',
  'error.PASSWORD_TOO_WEAK':
    'Le mot de passe doit comporter au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.',
  'error.PASSWORD_CONFIRMATION_FAILED': 'La confirmation du mot de passe a échoué',
  'error.EMAIL_ALREADY_USED': 'Cette adresse e-mail est déjà utilisée',
  'error.USER_NOT_FOUND': 'Cet utilisateur n’existe pas.',
  'error.CONTENT_NOT_FOUND': 'Contenu introuvable',
  'error.NO_MATCH_FOUND': 'Aucun résultat trouvé.',
  'error.AUTHOR_NOT_VERIFIED': 'Auteur non vérifié',
  'error.SLUG_ALREADY_USED': 'Identifiant d’URL déjà utilisé',
  'error.URL_ALREADY_USED': 'Cette URL est déjà utilisée par une autre publication',
  'error.CONTENT_GEOBLOCKED': 'Désolé, ce contenu n’est pas disponible dans votre pays.',
  'error.FILE_PROCESSING_FAILED': 'Une erreur s’est produite lors du traitement de votre fichier.',
  'error.FILE_TOO_LARGE': 'Fichier trop volumineux',
  'error.FILE_TOO_LONG': 'Fichier trop long',
  'error.IMAGE_TOO_NARROW': 'L’image n’est pas assez large.',
  'error.UPLOAD_NOT_FOUND': 'Le fichier envoyé est introuvable ; veuillez l’envoyer à nouveau.',
  'error.WRONG_FILE_TYPE': 'Ce type de fichier n’est pas accepté ici.',
  'error.IMAGE_TOO_MANY_PIXELS': 'L’image compte trop de pixels ; veuillez en envoyer une plus petite.',
  'error.TOO_MANY_UPLOADS':
    'Trop de vos fichiers sont en cours d’envoi ; attendez que l’un d’eux soit terminé, puis réessayez.',
  'error.UPLOAD_QUOTA_EXCEEDED':
    'Vous avez envoyé autant de fichiers que permis aujourd’hui ; vous pourrez en envoyer d’autres demain.',
  'error.CARD_DECLINED': 'Votre carte a été refusée',
  'error.INCORRECT_CVC': 'Le code CVC est incorrect',
  'error.EXPIRED_CARD': 'Votre carte a expiré',
  'error.CARD_PROCESSING_ERROR': 'Une erreur s’est produite lors du traitement de votre carte',
  'error.INCORRECT_CARD_NUMBER': 'Le numéro de carte est incorrect',
  'error.PAYMENT_NOT_ACCEPTED': 'Votre paiement n’a pas été accepté',
  'error.SUBSCRIPTION_CHANGE_REJECTED': 'Votre demande de changement d’abonnement a été refusée.',
  'error.FOLLOWERS_EMAIL_FAILED': 'Erreur lors de l’envoi de l’e-mail aux abonnés',
  'error.EMAIL_ALREADY_SENT': 'E-mail déjà envoyé',
  'error.SOMETHING_WENT_WRONG': 'Une erreur est survenue.',
  'error.SOMETHING_WRONG_HAPPENED': 'Un problème est survenu',
  'error.TOPICS_FAILED': 'Erreur lors de la récupération des thèmes',
  'error.ENCODING_FAILED': 'Erreur lors de l’encodage',
  'error.PAGE_NOT_FOUND': 'Désolé, la page que vous recherchez n’existe pas.',
  'error.NAME_REQUIRED': 'Le nom est obligatoire',
  'error.DESCRIPTION_REQUIRED': 'La description est obligatoire',
  'error.SUMMARY_REQUIRED': 'Le résumé de l’article doit être renseigné',
  'error.CONTENT_REQUIRED': 'Le contenu de l’article doit être renseigné',
  'error.THUMBNAIL_REQUIRED': 'La miniature est obligatoire',
  'error.SLUG_REQUIRED': 'L’identifiant d’URL est obligatoire',
  'error.TOPIC_REQUIRED': 'Au moins un thème est obligatoire',
  'error.FIELDS_REQUIRED': 'Vous devez remplir tous les champs',
  'error.INVALID_SLUG':
    'Un identifiant d’URL ne peut contenir que des lettres, des chiffres, « - » ou « _ », et ne peut ni commencer ni se terminer par « - » ou « _ ».',
  'error.TOO_MANY_TOPICS': 'Choisissez au maximum 3 thèmes.',
  'error.UNKNOWN_TOPIC': 'Thème inconnu.',
  'error.UNKNOWN_GENRE': 'Catégorie inconnue.',
  'error.INVALID_EPISODE':
    'Seules les vidéos et les podcasts ont des épisodes ; les numéros de saison et d’épisode commencent à 1.',
  'error.TEXT_TOO_SHORT': 'Ce texte est trop court.',
  'error.UNDER_MINIMUM_AGE': 'Vous devez avoir au moins 18 ans.',
  'error.INVALID_STATE_TRANSITION': 'Cette action n’est pas possible dans l’état actuel.',
  'error.FIRST_PUBLICATION_NEEDS_ARTICLE':
    'Une première publication doit compter au moins un article publié pour être validée.',
  'error.SCHEDULE_IN_PAST': 'La date de publication programmée doit être dans le futur.',
  'error.MEDIA_NOT_READY': 'Le fichier média n’est pas encore prêt.',
  'error.ALREADY_EXISTS': 'Cet élément existe déjà.',
  'error.NOT_FOUND': 'Introuvable.',
  'error.FREE_READS_EXHAUSTED':
    'Vous avez utilisé vos 5 lectures gratuites. Inscrivez-vous ou abonnez-vous pour continuer à lire.',
  'error.NO_RATE_CARD': 'Aucune grille tarifaire n’était en vigueur à cette date.',
  'error.EVENT_ENDS_BEFORE_START': 'L’événement doit se terminer après son début.',
  'error.DEFAULT_LANGUAGE_NOT_AVAILABLE': 'La langue par défaut doit faire partie des langues disponibles.',
  'error.LEGAL_NOTICE_TOO_SHORT':
    'Une nouvelle version ne peut entrer en vigueur que 15 jours au moins après sa publication.',
  'error.CONCURRENCY_CONFLICT':
    'Quelqu’un d’autre a modifié cet élément au même moment ; veuillez réessayer.',
  'error.E_INVALID_JWT_TOKEN': 'Votre jeton de session n’est plus valide.',
  'error.E_INVALID_JWT_REFRESH_TOKEN': 'Votre session a pris fin ; veuillez vous reconnecter.',
  'error.CSRF_FAILED': 'Cette requête ne provient pas du site Afrimedia.',
  'error.TOO_MANY_ATTEMPTS': 'Trop de tentatives ; patientez un instant avant de réessayer.',
  'error.TOO_MANY_EMAILS':
    'Trop d’e-mails ont été envoyés à cette adresse ; patientez une heure avant d’en demander un autre.',
  'error.PAYMENTS_NOT_AVAILABLE': 'Les paiements ne sont pas encore ouverts.',
  'error.ARTICLE_BODY_INVALID':
    'L’article doit être un document fait de paragraphes, titres, citations, listes, liens, images et médias, sans HTML.',
  'error.ARTICLE_BODY_TOO_LARGE': 'L’article est trop long.',
  'error.PLAIN_TEXT_ONLY':
    'Les titres et les résumés sont du texte brut : les balises HTML ne sont pas autorisées.',
  'error.UNSAFE_LINK': 'Les liens ne peuvent pointer que vers des adresses http, https ou mailto.',
  'error.PRECONDITION_FAILED':
    'Quelqu’un l’a modifié depuis que vous l’avez ouvert ; rechargez-le pour voir ses changements avant d’enregistrer les vôtres.',
  'error.INVALID_TEXT':
    'La requête contient des caractères non autorisés (un octet NUL ou de l’Unicode invalide).',
  'error.UNSUPPORTED_MEDIA_TYPE': 'Cet appel attend un corps JSON.',
  'error.SERVICE_UNAVAILABLE':
    'Le service est momentanément indisponible ; veuillez réessayer dans un instant.',
  'error.INVALID_LIST_QUERY': 'Impossible de trier, paginer ou filtrer la liste de cette façon.',
  'error.REASON_REQUIRED': 'Indiquez un motif d’au plus 1000 caractères.',
  'error.NO_SUCH_CALL': 'Cet appel d’API n’existe pas.',
  'error.INTERNAL_ERROR': 'Une erreur est survenue.',
  'error.BAD_REQUEST': 'La requête n’a pas pu être comprise.',

  'mail.authorValidated.subject': 'Votre profil d’auteur Afrimedia a été validé',
  'mail.authorValidated.body':
    'Bonjour {name},\n\nBonne nouvelle : l’équipe Afrimedia a validé votre profil d’auteur. Vous pouvez désormais ajouter une photo à votre profil et commencer à écrire.\n\nL’équipe Afrimedia',
  'mail.authorRejected.subject': 'Votre profil d’auteur Afrimedia n’a pas été validé',
  'mail.authorRejected.body':
    'Bonjour {name},\n\nAprès examen, l’équipe Afrimedia n’a pas pu valider votre profil d’auteur, pour la raison suivante :\n\n{reason}\n\nVous pouvez modifier votre profil et le soumettre à nouveau.\n\nL’équipe Afrimedia',
  'mail.publicationValidated.subject': 'Votre publication « {publication} » est validée',
  'mail.publicationValidated.body':
    'Bonjour {name},\n\nBonne nouvelle : l’équipe Afrimedia a validé votre publication « {publication} ». Ses articles publiés sont désormais visibles des lecteurs.\n\nL’équipe Afrimedia',
  'mail.publicationRejected.subject': 'Votre publication « {publication} » n’a pas été validée',
  'mail.publicationRejected.body':
    'Bonjour {name},\n\nAprès examen, l’équipe Afrimedia n’a pas pu valider votre publication « {publication} », pour la raison suivante :\n\n{reason}\n\nVous pouvez la modifier dans votre studio et la soumettre à nouveau.\n\nL’équipe Afrimedia',
  'mail.followers.subject': 'Nouvel article de {author} : {title}',
  'mail.followers.body':
    'Bonjour,\n\n{author}, que vous suivez sur Afrimedia, vient de publier un nouvel article : « {title} ».\n\n{excerpt}\n\nLisez-le ici : {url}\n\nL’équipe Afrimedia',
  'mail.loginLink.subject': 'Votre lien de connexion à Afrimedia',
  'mail.loginLink.body':
    'Bonjour,\n\nCliquez sur le lien ci-dessous pour vous connecter à Afrimedia :\n\n{url}\n\nCe lien est valable {minutes, plural, one {# minute} other {# minutes}}. Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer cet e-mail.\n\nL’équipe Afrimedia',
  'mail.pinCode.subject': 'Votre code de connexion Afrimedia',
  'mail.pinCode.body':
    'Bonjour,\n\nVotre code de connexion est : {code}\n\nIl est valable {minutes, plural, one {# minute} other {# minutes}}. Ne communiquez jamais ce code à personne.\n\nSi vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail.\n\nL’équipe Afrimedia',
  'mail.passwordReset.subject': 'Réinitialisez votre mot de passe Afrimedia',
  'mail.passwordReset.body':
    'Bonjour,\n\nPour réinitialiser votre mot de passe, saisissez ce code sur Afrimedia : {code}\n\nIl est valable {minutes, plural, one {# minute} other {# minutes}}. Ne communiquez jamais ce code à personne.\n\nSi vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.\n\nL’équipe Afrimedia',
  'mail.passwordChanged.subject': 'Le mot de passe de votre compte Afrimedia a été modifié',
  'mail.passwordChanged.body':
    'Bonjour,\n\nLe mot de passe de votre compte Afrimedia vient d’être modifié, et tous les appareils connectés au compte ont été déconnectés.\n\nSi c’était vous, vous n’avez rien d’autre à faire. Sinon, réinitialisez votre mot de passe sans attendre : {url}\n\nL’équipe Afrimedia',
  'mail.verifyEmail.subject': 'Confirmez votre adresse e-mail Afrimedia',
  'mail.verifyEmail.body':
    'Bonjour,\n\nPour confirmer votre adresse e-mail, saisissez ce code sur Afrimedia : {code}\n\nOu ouvrez ce lien : {url}\n\nSi vous n’avez pas créé de compte Afrimedia, vous pouvez ignorer cet e-mail.\n\nL’équipe Afrimedia',
  'mail.confirmEmailChange.subject': 'Confirmez votre nouvelle adresse e-mail Afrimedia',
  'mail.confirmEmailChange.body':
    'Bonjour,\n\nPour que cette adresse devienne celle de votre compte Afrimedia, saisissez ce code sur Afrimedia : {code}\n\nIl est valable {minutes, plural, one {# minute} other {# minutes}}. D’ici là, votre compte garde son adresse actuelle.\n\nSi vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.\n\nL’équipe Afrimedia',
  'mail.emailChangeRequested.subject': 'Une modification de votre adresse e-mail Afrimedia a été demandée',
  'mail.emailChangeRequested.body':
    'Bonjour,\n\nQuelqu’un de connecté à votre compte Afrimedia a demandé à remplacer son adresse e-mail par {email}. Le changement ne prend effet qu’une fois confirmé depuis cette adresse.\n\nSi ce n’est pas vous, changez votre mot de passe dès maintenant : cela met fin à toutes les autres sessions.\n\nL’équipe Afrimedia',
  'mail.contactMessage.subject': 'Formulaire de contact : {subject}',
  'mail.contactMessage.body':
    'Un message du formulaire de contact.\n\nDe : {sender} <{email}>\nLangue : {language}\nObjet : {subject}\n\n{message}\n\nRépondez à {email} pour lui écrire.',
  'mail.legalVersion.subject':
    '{document, select, terms {Nos conditions d’utilisation changent} other {Notre politique de confidentialité change}}',
  'mail.legalVersion.body':
    'Bonjour {name},\n\nNous avons publié une nouvelle version de {document, select, terms {nos conditions d’utilisation} other {notre politique de confidentialité}}. Elle entre en vigueur le {effectiveAt}.\n\nLisez-la ici : {pageUrl}',
} satisfies Translation;
