/**
 * Every email the demo API writes, in one place: the texts in the six
 * languages of the portal, the pieces some include, and the parts that are not text (the .ics
 * of a session or a meeting, the accreditation QR as PNG). In production the organiser's API
 * writes these; the list is in demo-api/README.md ("Development mailbox"). Sending (the mailbox,
 * the account's language, once per event) is ./mail.ts.
 *
 * Placeholders are `{name}` style, filled by `fill` (seed/i18n.ts): an unknown one stays as typed,
 * so mail-templates.test.ts checks that every template of every language uses the same set.
 * What a ticket includes (RIGHTS) says it in the words of every portal screen
 * (messages/<locale>.json `TicketRights.rights`); the demo API shares only the contract with the
 * portal, so mail-templates.test.ts holds the two the same.
 */
import zlib from 'node:zlib';
import QRCode from 'qrcode';
import type { Entitlement } from '../lib/api/schemas/entitlement-keys';
import type { Locale } from '../lib/tenants/schema';
import { icsEvent, type IcsEvent } from './ics';
import { fill, INTL_LOCALE } from './seed/i18n';

export type MailKind =
  | 'verify'
  | 'emailChange'
  | 'emailChangeNotice'
  | 'emailChanged'
  | 'twoFactor'
  | 'reset'
  | 'waitlistSeat'
  | 'waitlistSkipped'
  | 'orderConfirmed'
  | 'invitationTicket'
  | 'transferInstructions'
  | 'paymentReceived'
  | 'orderCancelled'
  | 'registrationConfirmed'
  | 'registrationCancelled'
  | 'registrationRemoved'
  | 'meetingRequested'
  | 'meetingAccepted'
  | 'meetingConfirmed'
  | 'meetingRejected'
  | 'meetingCancelled'
  | 'eventRegistrationValidated'
  | 'eventRegistrationRejected';

export type Template = { subject: string; text: string };

/**
 * Placeholders: {name} {event} {link} {code} {newEmail} {session} {reason} {ticket} {reference}
 * {amount} {rights} {qr} {iban} {deadline} {instructions} {when} {where} {other} {title}
 * {comment} {room} {networkingEvent} {facts} {invitation}.
 */
export const TEMPLATES: Record<MailKind, Record<Locale, Template>> = {
  // ---- The account (sign-up, email change, sign-in code, password)
  // The waiting list: a freed seat given to the first in line, or why it could not be.
  waitlistSeat: {
    es: { subject: 'Tienes plaza en «{session}» · {event}', text: 'Hola, {name}:\n\nSe ha liberado una plaza en «{session}» y es tuya: ya estás inscrito.\n\n{facts}\nSi no vas a poder ir, cancela tu inscripción para que pase a la siguiente persona de la lista:\n{link}' },
    en: { subject: 'You have a seat at “{session}” · {event}', text: 'Hello {name},\n\nA seat at “{session}” has become free and it is yours: you are now registered.\n\n{facts}\nIf you cannot attend, cancel your registration so that it goes to the next person on the list:\n{link}' },
    pt: { subject: 'Você tem vaga em “{session}” · {event}', text: 'Olá, {name}!\n\nAbriu uma vaga em “{session}” e ela é sua: você já está inscrito.\n\n{facts}\nSe não puder ir, cancele a inscrição para que ela passe à próxima pessoa da lista:\n{link}' },
    eus: { subject: 'Plaza duzu «{session}» saioan · {event}', text: 'Kaixo, {name}:\n\nPlaza bat libratu da «{session}» saioan, eta zurea da: izena emanda duzu jada.\n\n{facts}\nEzin baduzu joan, utzi bertan behera izen-ematea, zerrendako hurrengoari pasa dakion:\n{link}' },
    fr: { subject: 'Vous avez une place à « {session} » · {event}', text: 'Bonjour {name},\n\nUne place s’est libérée à « {session} » et elle est à vous : vous êtes inscrit.\n\n{facts}\nSi vous ne pouvez pas venir, annulez votre inscription pour qu’elle passe à la personne suivante de la liste :\n{link}' },
    el: { subject: 'Έχετε θέση στο «{session}» · {event}', text: 'Γεια σας {name},\n\nΕλευθερώθηκε μια θέση στο «{session}» και είναι δική σας: είστε πλέον εγγεγραμμένοι.\n\n{facts}\nΑν δεν μπορείτε να έρθετε, ακυρώστε την εγγραφή σας ώστε να περάσει στο επόμενο άτομο της λίστας:\n{link}' },
  },
  waitlistSkipped: {
    es: { subject: 'No hemos podido darte la plaza de «{session}» · {event}', text: 'Hola, {name}:\n\nSe ha liberado una plaza en «{session}», pero no podemos dártela: {reason} Has salido de la lista de espera; puedes volver a apuntarte desde la sesión:\n{link}' },
    en: { subject: 'We could not give you the seat at “{session}” · {event}', text: 'Hello {name},\n\nA seat at “{session}” has become free, but we cannot give it to you: {reason} You have left the waiting list; you can join it again from the session:\n{link}' },
    pt: { subject: 'Não foi possível dar a você a vaga de “{session}” · {event}', text: 'Olá, {name}!\n\nAbriu uma vaga em “{session}”, mas não podemos dá-la a você: {reason} Você saiu da lista de espera; pode entrar de novo pela sessão:\n{link}' },
    eus: { subject: 'Ezin izan dizugu «{session}» saioko plaza eman · {event}', text: 'Kaixo, {name}:\n\nPlaza bat libratu da «{session}» saioan, baina ezin dizugu eman: {reason} Itxaron-zerrendatik atera zara; saiotik bertatik izena eman dezakezu berriro:\n{link}' },
    fr: { subject: 'Nous n’avons pas pu vous donner la place à « {session} » · {event}', text: 'Bonjour {name},\n\nUne place s’est libérée à « {session} », mais nous ne pouvons pas vous la donner : {reason} Vous avez quitté la liste d’attente ; vous pouvez vous y inscrire à nouveau depuis la session :\n{link}' },
    el: { subject: 'Δεν μπορέσαμε να σας δώσουμε τη θέση στο «{session}» · {event}', text: 'Γεια σας {name},\n\nΕλευθερώθηκε μια θέση στο «{session}», αλλά δεν μπορούμε να σας τη δώσουμε: {reason} Βγήκατε από τη λίστα αναμονής· μπορείτε να εγγραφείτε ξανά από τη συνεδρία:\n{link}' },
  },
  verify: {
    es: {
      subject: 'Confirma tu correo electrónico · {event}',
      text: 'Hola, {name}:\n\nPara activar tu cuenta de {event}, confirma tu correo electrónico con este enlace (válido 48 horas):\n{link}\n\nSi no te has registrado, ignora este mensaje.',
    },
    en: {
      subject: 'Confirm your email address · {event}',
      text: 'Hello {name},\n\nTo activate your {event} account, confirm your email address with this link (valid for 48 hours):\n{link}\n\nIf you did not sign up, ignore this message.',
    },
    pt: {
      subject: 'Confirme seu e-mail · {event}',
      text: 'Olá, {name}!\n\nPara ativar sua conta do {event}, confirme seu e-mail com este link (válido por 48 horas):\n{link}\n\nSe você não se cadastrou, ignore esta mensagem.',
    },
    eus: {
      subject: 'Berretsi zure helbide elektronikoa · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldiko kontua aktibatzeko, berretsi zure helbide elektronikoa esteka honekin (48 orduz balio du):\n{link}\n\nEz bazara erregistratu, ez egin kasurik mezu honi.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail · {event}',
      text: 'Bonjour {name},\n\nPour activer votre compte {event}, confirmez votre adresse e-mail avec ce lien (valable 48 heures) :\n{link}\n\nSi vous ne vous êtes pas inscrit, ignorez ce message.',
    },
    el: {
      subject: 'Επιβεβαιώστε τη διεύθυνση email σας · {event}',
      text: 'Γεια σας {name},\n\nΓια να ενεργοποιήσετε τον λογαριασμό σας στο {event}, επιβεβαιώστε τη διεύθυνση email σας με αυτόν τον σύνδεσμο (ισχύει για 48 ώρες):\n{link}\n\nΑν δεν κάνατε εγγραφή, αγνοήστε αυτό το μήνυμα.',
    },
  },
  emailChange: {
    es: {
      subject: 'Confirma tu nueva dirección de correo · {event}',
      text: 'Hola, {name}:\n\nHas pedido usar esta dirección en tu cuenta de {event}. Confírmala con este enlace (válido 24 horas):\n{link}\n\nHasta entonces seguirás usando tu dirección anterior. Si no lo has pedido tú, ignora este mensaje.',
    },
    en: {
      subject: 'Confirm your new email address · {event}',
      text: 'Hello {name},\n\nYou asked to use this address for your {event} account. Confirm it with this link (valid for 24 hours):\n{link}\n\nUntil then your previous address stays in use. If you did not ask for this, ignore this message.',
    },
    pt: {
      subject: 'Confirme seu novo e-mail · {event}',
      text: 'Olá, {name}!\n\nVocê pediu para usar este endereço na sua conta do {event}. Confirme-o com este link (válido por 24 horas):\n{link}\n\nAté lá, seu endereço anterior continua valendo. Se não foi você, ignore esta mensagem.',
    },
    eus: {
      subject: 'Berretsi zure helbide elektroniko berria · {event}',
      text: 'Kaixo, {name}:\n\nHelbide hau {event} ekitaldiko kontuan erabiltzeko eskatu duzu. Berretsi esteka honekin (24 orduz balio du):\n{link}\n\nBitartean, aurreko helbidea erabiltzen jarraituko duzu. Zuk eskatu ez baduzu, ez egin kasurik mezu honi.',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail · {event}',
      text: 'Bonjour {name},\n\nVous avez demandé à utiliser cette adresse pour votre compte {event}. Confirmez-la avec ce lien (valable 24 heures) :\n{link}\n\nD’ici là, votre ancienne adresse reste utilisée. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    },
    el: {
      subject: 'Επιβεβαιώστε τη νέα διεύθυνση email σας · {event}',
      text: 'Γεια σας {name},\n\nΖητήσατε να χρησιμοποιείτε αυτή τη διεύθυνση στον λογαριασμό σας στο {event}. Επιβεβαιώστε την με αυτόν τον σύνδεσμο (ισχύει για 24 ώρες):\n{link}\n\nΜέχρι τότε παραμένει σε χρήση η προηγούμενη διεύθυνσή σας. Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα.',
    },
  },
  // To the old address, at once: the change, and a link that cancels it and ends every session.
  emailChangeNotice: {
    es: {
      subject: 'Cambio de correo solicitado · {event}',
      text: 'Hola, {name}:\n\nSe ha pedido cambiar el correo de tu cuenta de {event} a {newEmail}. El cambio se hará cuando se confirme desde esa dirección.\n\nSi no lo has pedido tú, cancélalo con este enlace (válido 7 días); se cerrarán todas las sesiones de tu cuenta:\n{link}\n\nDespués cambia tu contraseña: quien lo pidió la conocía.',
    },
    en: {
      subject: 'Email change requested · {event}',
      text: 'Hello {name},\n\nA change of your {event} account’s email address to {newEmail} was requested. It takes effect once it is confirmed from that address.\n\nIf you did not ask for this, cancel it with this link (valid for 7 days); every session of your account will be ended:\n{link}\n\nThen change your password: whoever asked knew it.',
    },
    pt: {
      subject: 'Alteração de e-mail solicitada · {event}',
      text: 'Olá, {name}!\n\nFoi solicitada a alteração do e-mail da sua conta do {event} para {newEmail}. A alteração vale quando for confirmada a partir desse endereço.\n\nSe não foi você, cancele-a com este link (válido por 7 dias); todas as sessões da sua conta serão encerradas:\n{link}\n\nDepois altere sua senha: quem pediu a conhecia.',
    },
    eus: {
      subject: 'Helbide elektronikoa aldatzeko eskaera · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldiko kontuaren helbide elektronikoa {newEmail} helbidera aldatzeko eskatu da. Aldaketa helbide horretatik berresten denean egingo da.\n\nZuk eskatu ez baduzu, utzi bertan behera esteka honekin (7 egunez balio du); zure kontuaren saio guztiak itxiko dira:\n{link}\n\nGero aldatu pasahitza: eskatu zuenak bazekien.',
    },
    fr: {
      subject: 'Changement d’adresse e-mail demandé · {event}',
      text: 'Bonjour {name},\n\nLe remplacement de l’adresse e-mail de votre compte {event} par {newEmail} a été demandé. Il prendra effet une fois confirmé depuis cette adresse.\n\nSi vous n’êtes pas à l’origine de cette demande, annulez-la avec ce lien (valable 7 jours) ; toutes les sessions de votre compte seront fermées :\n{link}\n\nChangez ensuite votre mot de passe : l’auteur de la demande le connaissait.',
    },
    el: {
      subject: 'Αίτημα αλλαγής email · {event}',
      text: 'Γεια σας {name},\n\nΖητήθηκε η αλλαγή της διεύθυνσης email του λογαριασμού σας στο {event} σε {newEmail}. Η αλλαγή θα ισχύσει μόλις επιβεβαιωθεί από εκείνη τη διεύθυνση.\n\nΑν δεν το ζητήσατε εσείς, ακυρώστε την με αυτόν τον σύνδεσμο (ισχύει για 7 ημέρες)· όλες οι συνεδρίες του λογαριασμού σας θα τερματιστούν:\n{link}\n\nΣτη συνέχεια αλλάξτε τον κωδικό πρόσβασής σας: όποιος το ζήτησε τον γνώριζε.',
    },
  },
  // To the old address, once the new one is confirmed: what happened, and a link that undoes it.
  emailChanged: {
    es: {
      subject: 'El correo de tu cuenta ha cambiado · {event}',
      text: 'Hola, {name}:\n\nEl correo de tu cuenta de {event} es ahora {newEmail}; esta dirección ya no da acceso a ella.\n\nSi no lo has hecho tú, deshaz el cambio con este enlace (válido 7 días): tu cuenta volverá a esta dirección y se cerrarán todas sus sesiones.\n{link}',
    },
    en: {
      subject: 'Your account’s email address has changed · {event}',
      text: 'Hello {name},\n\nYour {event} account’s email address is now {newEmail}; this address no longer gives access to it.\n\nIf you did not do this, undo it with this link (valid for 7 days): your account goes back to this address and every session of it is ended.\n{link}',
    },
    pt: {
      subject: 'O e-mail da sua conta foi alterado · {event}',
      text: 'Olá, {name}!\n\nO e-mail da sua conta do {event} agora é {newEmail}; este endereço já não dá acesso a ela.\n\nSe não foi você, desfaça a alteração com este link (válido por 7 dias): sua conta volta a este endereço e todas as suas sessões são encerradas.\n{link}',
    },
    eus: {
      subject: 'Zure kontuaren helbide elektronikoa aldatu da · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldiko kontuaren helbide elektronikoa {newEmail} da orain; helbide honek ez du jada sarbiderik ematen.\n\nZuk egin ez baduzu, desegin aldaketa esteka honekin (7 egunez balio du): kontua helbide honetara itzuliko da eta haren saio guztiak itxiko dira.\n{link}',
    },
    fr: {
      subject: 'L’adresse e-mail de votre compte a changé · {event}',
      text: 'Bonjour {name},\n\nL’adresse e-mail de votre compte {event} est désormais {newEmail} ; cette adresse n’y donne plus accès.\n\nSi vous n’êtes pas à l’origine de ce changement, annulez-le avec ce lien (valable 7 jours) : votre compte reviendra à cette adresse et toutes ses sessions seront fermées.\n{link}',
    },
    el: {
      subject: 'Η διεύθυνση email του λογαριασμού σας άλλαξε · {event}',
      text: 'Γεια σας {name},\n\nΗ διεύθυνση email του λογαριασμού σας στο {event} είναι πλέον {newEmail}· αυτή η διεύθυνση δεν δίνει πια πρόσβαση σε αυτόν.\n\nΑν δεν το κάνατε εσείς, αναιρέστε την αλλαγή με αυτόν τον σύνδεσμο (ισχύει για 7 ημέρες): ο λογαριασμός σας θα επιστρέψει σε αυτή τη διεύθυνση και όλες οι συνεδρίες του θα τερματιστούν.\n{link}',
    },
  },
  twoFactor: {
    es: {
      subject: '{code} es tu código de acceso · {event}',
      text: 'Hola, {name}:\n\nTu código para iniciar sesión en {event} es {code}. Caduca en 10 minutos.\n\nSi no estás intentando iniciar sesión, cambia tu contraseña.',
    },
    en: {
      subject: '{code} is your sign-in code · {event}',
      text: 'Hello {name},\n\nYour code to sign in to {event} is {code}. It expires in 10 minutes.\n\nIf you are not trying to sign in, change your password.',
    },
    pt: {
      subject: '{code} é seu código de acesso · {event}',
      text: 'Olá, {name}!\n\nSeu código para entrar no {event} é {code}. Ele expira em 10 minutos.\n\nSe você não está tentando entrar, altere sua senha.',
    },
    eus: {
      subject: '{code} da zure sarbide-kodea · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldian saioa hasteko kodea {code} da. 10 minutu barru iraungiko da.\n\nSaioa hasten saiatzen ari ez bazara, aldatu pasahitza.',
    },
    fr: {
      subject: '{code} est votre code de connexion · {event}',
      text: 'Bonjour {name},\n\nVotre code pour vous connecter à {event} est {code}. Il expire dans 10 minutes.\n\nSi vous n’essayez pas de vous connecter, changez votre mot de passe.',
    },
    el: {
      subject: '{code}: ο κωδικός σύνδεσής σας · {event}',
      text: 'Γεια σας {name},\n\nΟ κωδικός για να συνδεθείτε στο {event} είναι {code}. Λήγει σε 10 λεπτά.\n\nΑν δεν προσπαθείτε να συνδεθείτε, αλλάξτε τον κωδικό πρόσβασής σας.',
    },
  },
  reset: {
    es: {
      subject: 'Restablece tu contraseña · {event}',
      text: 'Hola, {name}:\n\nPara elegir una nueva contraseña de {event}, abre este enlace (válido 1 hora, un solo uso):\n{link}\n\nSi no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
    },
    en: {
      subject: 'Reset your password · {event}',
      text: 'Hello {name},\n\nTo choose a new password for {event}, open this link (valid for 1 hour, single use):\n{link}\n\nIf you did not ask for this, ignore this message: your password stays the same.',
    },
    pt: {
      subject: 'Redefina sua senha · {event}',
      text: 'Olá, {name}!\n\nPara escolher uma nova senha no {event}, abra este link (válido por 1 hora, uso único):\n{link}\n\nSe não foi você, ignore esta mensagem: sua senha não muda.',
    },
    eus: {
      subject: 'Berrezarri pasahitza · {event}',
      text: 'Kaixo, {name}:\n\n{event} ekitaldirako pasahitz berria aukeratzeko, ireki esteka hau (ordubetez balio du, behin bakarrik):\n{link}\n\nZuk eskatu ez baduzu, ez egin kasurik mezu honi: zure pasahitza ez da aldatuko.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe · {event}',
      text: 'Bonjour {name},\n\nPour choisir un nouveau mot de passe pour {event}, ouvrez ce lien (valable 1 heure, à usage unique) :\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
    },
    el: {
      subject: 'Επαναφορά κωδικού πρόσβασης · {event}',
      text: 'Γεια σας {name},\n\nΓια να ορίσετε νέο κωδικό πρόσβασης στο {event}, ανοίξτε αυτόν τον σύνδεσμο (ισχύει για 1 ώρα, μία χρήση):\n{link}\n\nΑν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.',
    },
  },
  // ---- Orders: the ticket and what it includes, how to pay a transfer, its arrival, a cancellation.
  orderConfirmed: {
    es: { subject: 'Tu entrada «{ticket}» · {event}', text: 'Hola, {name}:\n\nTu pedido {reference} está confirmado: tienes la entrada «{ticket}» ({amount}).\n\n{facts}\nIncluye:\n{rights}\n{qr}\nTus entradas, pedidos y justificantes están en tu área privada:\n{link}' },
    en: { subject: 'Your ticket “{ticket}” · {event}', text: 'Hello {name},\n\nYour order {reference} is confirmed: you hold the ticket “{ticket}” ({amount}).\n\n{facts}\nIt includes:\n{rights}\n{qr}\nYour tickets, orders and receipts are in your private area:\n{link}' },
    pt: { subject: 'O seu bilhete “{ticket}” · {event}', text: 'Olá, {name}!\n\nA sua encomenda {reference} está confirmada: tem o bilhete “{ticket}” ({amount}).\n\n{facts}\nInclui:\n{rights}\n{qr}\nOs seus bilhetes, encomendas e recibos estão na sua área privada:\n{link}' },
    eus: { subject: 'Zure sarrera: «{ticket}» · {event}', text: 'Kaixo, {name}:\n\n{reference} eskaera berretsita dago: «{ticket}» sarrera duzu ({amount}).\n\n{facts}\nHau barne hartzen du:\n{rights}\n{qr}\nZure sarrerak, eskaerak eta ordainagiriak zure eremu pribatuan daude:\n{link}' },
    fr: { subject: 'Votre billet « {ticket} » · {event}', text: 'Bonjour {name},\n\nVotre commande {reference} est confirmée : vous avez le billet « {ticket} » ({amount}).\n\n{facts}\nIl comprend :\n{rights}\n{qr}\nVos billets, commandes et reçus sont dans votre espace privé :\n{link}' },
    el: { subject: 'Το εισιτήριό σας «{ticket}» · {event}', text: 'Γεια σας {name},\n\nΗ παραγγελία σας {reference} επιβεβαιώθηκε: έχετε το εισιτήριο «{ticket}» ({amount}).\n\n{facts}\nΠεριλαμβάνει:\n{rights}\n{qr}\nΤα εισιτήρια, οι παραγγελίες και οι αποδείξεις σας βρίσκονται στον προσωπικό σας χώρο:\n{link}' },
  },
  // A ticket given by an invitation code (redeemed signed in, or through invitation sign-up).
  invitationTicket: {
    es: { subject: 'Tu entrada «{ticket}» · {event}', text: 'Hola, {name}:\n\nCon la invitación {invitation} tienes la entrada «{ticket}».\n\n{facts}\nIncluye:\n{rights}\n{qr}\nTus entradas están en tu área privada:\n{link}' },
    en: { subject: 'Your ticket “{ticket}” · {event}', text: 'Hello {name},\n\nWith the invitation {invitation} you hold the ticket “{ticket}”.\n\n{facts}\nIt includes:\n{rights}\n{qr}\nYour tickets are in your private area:\n{link}' },
    pt: { subject: 'O seu bilhete “{ticket}” · {event}', text: 'Olá, {name}!\n\nCom o convite {invitation} tem o bilhete “{ticket}”.\n\n{facts}\nInclui:\n{rights}\n{qr}\nOs seus bilhetes estão na sua área privada:\n{link}' },
    eus: { subject: 'Zure sarrera: «{ticket}» · {event}', text: 'Kaixo, {name}:\n\n{invitation} gonbidapenari esker «{ticket}» sarrera duzu.\n\n{facts}\nHau barne hartzen du:\n{rights}\n{qr}\nZure sarrerak zure eremu pribatuan daude:\n{link}' },
    fr: { subject: 'Votre billet « {ticket} » · {event}', text: 'Bonjour {name},\n\nAvec l’invitation {invitation}, vous avez le billet « {ticket} ».\n\n{facts}\nIl comprend :\n{rights}\n{qr}\nVos billets sont dans votre espace privé :\n{link}' },
    el: { subject: 'Το εισιτήριό σας «{ticket}» · {event}', text: 'Γεια σας {name},\n\nΜε την πρόσκληση {invitation} έχετε το εισιτήριο «{ticket}».\n\n{facts}\nΠεριλαμβάνει:\n{rights}\n{qr}\nΤα εισιτήριά σας βρίσκονται στον προσωπικό σας χώρο:\n{link}' },
  },
  transferInstructions: {
    es: { subject: 'Cómo pagar el pedido {reference} por transferencia · {event}', text: 'Hola, {name}:\n\nTu pedido {reference} de la entrada «{ticket}» espera tu transferencia bancaria.\n\nImporte: {amount}\nIBAN: {iban}\nConcepto (escríbelo en la transferencia): {reference}\nPaga antes del: {deadline}\n\n{instructions}\n\nTu entrada será válida cuando la organización reciba la transferencia; entonces te escribiremos. Si no ha llegado en esa fecha, la organización puede cancelar el pedido. Puedes comprobarlo o cancelarlo desde tu área privada:\n{link}' },
    en: { subject: 'How to pay order {reference} by bank transfer · {event}', text: 'Hello {name},\n\nYour order {reference} for the ticket “{ticket}” is waiting for your bank transfer.\n\nAmount: {amount}\nIBAN: {iban}\nReference (write it in the transfer): {reference}\nPay by: {deadline}\n\n{instructions}\n\nYour ticket becomes valid when the organisers receive the transfer; we will write to you then. If it has not arrived by that date, the organisers may cancel the order. You can check it or cancel it from your private area:\n{link}' },
    pt: { subject: 'Como pagar a encomenda {reference} por transferência · {event}', text: 'Olá, {name}!\n\nA sua encomenda {reference} do bilhete “{ticket}” aguarda a sua transferência bancária.\n\nMontante: {amount}\nIBAN: {iban}\nReferência (indique-a na transferência): {reference}\nPague até: {deadline}\n\n{instructions}\n\nO seu bilhete fica válido quando a organização receber a transferência; nessa altura escrevemos-lhe. Se não tiver chegado nessa data, a organização pode cancelar a encomenda. Pode verificá-la ou cancelá-la na sua área privada:\n{link}' },
    eus: { subject: 'Nola ordaindu {reference} eskaera transferentziaz · {event}', text: 'Kaixo, {name}:\n\n«{ticket}» sarreraren {reference} eskaera zure banku-transferentziaren zain dago.\n\nZenbatekoa: {amount}\nIBAN: {iban}\nKontzeptua (idatzi transferentzian): {reference}\nOrdaintzeko azken eguna: {deadline}\n\n{instructions}\n\nAntolatzaileek transferentzia jasotzen dutenean izango da baliozkoa zure sarrera; orduan idatziko dizugu. Data horretan iritsi ez bada, antolatzaileek eskaera bertan behera utz dezakete. Zure eremu pribatutik egiaztatu edo bertan behera utz dezakezu:\n{link}' },
    fr: { subject: 'Comment payer la commande {reference} par virement · {event}', text: 'Bonjour {name},\n\nVotre commande {reference} du billet « {ticket} » attend votre virement bancaire.\n\nMontant : {amount}\nIBAN : {iban}\nRéférence (à indiquer dans le virement) : {reference}\nÀ payer avant le : {deadline}\n\n{instructions}\n\nVotre billet sera valable dès que l’organisation aura reçu le virement ; nous vous écrirons alors. S’il n’est pas arrivé à cette date, l’organisation peut annuler la commande. Vous pouvez la vérifier ou l’annuler depuis votre espace privé :\n{link}' },
    el: { subject: 'Πώς να πληρώσετε την παραγγελία {reference} με τραπεζική μεταφορά · {event}', text: 'Γεια σας {name},\n\nΗ παραγγελία σας {reference} για το εισιτήριο «{ticket}» περιμένει την τραπεζική σας μεταφορά.\n\nΠοσό: {amount}\nIBAN: {iban}\nΑιτιολογία (γράψτε τη στη μεταφορά): {reference}\nΠληρωμή έως: {deadline}\n\n{instructions}\n\nΤο εισιτήριό σας ισχύει μόλις η οργάνωση λάβει τη μεταφορά· τότε θα σας γράψουμε. Αν δεν έχει φτάσει μέχρι αυτή την ημερομηνία, η οργάνωση μπορεί να ακυρώσει την παραγγελία. Μπορείτε να την ελέγξετε ή να την ακυρώσετε από τον προσωπικό σας χώρο:\n{link}' },
  },
  paymentReceived: {
    es: { subject: 'Hemos recibido tu pago del pedido {reference} · {event}', text: 'Hola, {name}:\n\nHemos recibido tu transferencia de {amount} del pedido {reference}. Tu entrada «{ticket}» ya es válida.\n\n{facts}\nIncluye:\n{rights}\n{qr}\nTus entradas, pedidos y justificantes están en tu área privada:\n{link}' },
    en: { subject: 'We have received your payment for order {reference} · {event}', text: 'Hello {name},\n\nWe have received your transfer of {amount} for order {reference}. Your ticket “{ticket}” is now valid.\n\n{facts}\nIt includes:\n{rights}\n{qr}\nYour tickets, orders and receipts are in your private area:\n{link}' },
    pt: { subject: 'Recebemos o seu pagamento da encomenda {reference} · {event}', text: 'Olá, {name}!\n\nRecebemos a sua transferência de {amount} da encomenda {reference}. O seu bilhete “{ticket}” já é válido.\n\n{facts}\nInclui:\n{rights}\n{qr}\nOs seus bilhetes, encomendas e recibos estão na sua área privada:\n{link}' },
    eus: { subject: '{reference} eskaeraren ordainketa jaso dugu · {event}', text: 'Kaixo, {name}:\n\n{reference} eskaeraren {amount}ko transferentzia jaso dugu. «{ticket}» sarrera baliozkoa da jada.\n\n{facts}\nHau barne hartzen du:\n{rights}\n{qr}\nZure sarrerak, eskaerak eta ordainagiriak zure eremu pribatuan daude:\n{link}' },
    fr: { subject: 'Nous avons reçu votre paiement de la commande {reference} · {event}', text: 'Bonjour {name},\n\nNous avons reçu votre virement de {amount} pour la commande {reference}. Votre billet « {ticket} » est désormais valable.\n\n{facts}\nIl comprend :\n{rights}\n{qr}\nVos billets, commandes et reçus sont dans votre espace privé :\n{link}' },
    el: { subject: 'Λάβαμε την πληρωμή σας για την παραγγελία {reference} · {event}', text: 'Γεια σας {name},\n\nΛάβαμε τη μεταφορά σας ύψους {amount} για την παραγγελία {reference}. Το εισιτήριό σας «{ticket}» ισχύει πλέον.\n\n{facts}\nΠεριλαμβάνει:\n{rights}\n{qr}\nΤα εισιτήρια, οι παραγγελίες και οι αποδείξεις σας βρίσκονται στον προσωπικό σας χώρο:\n{link}' },
  },
  orderCancelled: {
    es: { subject: 'Pedido {reference} cancelado · {event}', text: 'Hola, {name}:\n\nTu pedido {reference} de la entrada «{ticket}» ({amount}) se ha cancelado: no debes nada por él. Si quieres una entrada, puedes comprarla de nuevo:\n{link}' },
    en: { subject: 'Order {reference} cancelled · {event}', text: 'Hello {name},\n\nYour order {reference} for the ticket “{ticket}” ({amount}) has been cancelled: nothing is owed on it. If you want a ticket, you can buy one again:\n{link}' },
    pt: { subject: 'Encomenda {reference} cancelada · {event}', text: 'Olá, {name}!\n\nA sua encomenda {reference} do bilhete “{ticket}” ({amount}) foi cancelada: não deve nada por ela. Se quiser um bilhete, pode comprá-lo de novo:\n{link}' },
    eus: { subject: '{reference} eskaera bertan behera geratu da · {event}', text: 'Kaixo, {name}:\n\n«{ticket}» sarreraren {reference} eskaera ({amount}) bertan behera geratu da: ez duzu ezer zor. Sarrera bat nahi baduzu, berriro eros dezakezu:\n{link}' },
    fr: { subject: 'Commande {reference} annulée · {event}', text: 'Bonjour {name},\n\nVotre commande {reference} du billet « {ticket} » ({amount}) a été annulée : vous ne devez rien à ce titre. Si vous voulez un billet, vous pouvez l’acheter à nouveau :\n{link}' },
    el: { subject: 'Η παραγγελία {reference} ακυρώθηκε · {event}', text: 'Γεια σας {name},\n\nΗ παραγγελία σας {reference} για το εισιτήριο «{ticket}» ({amount}) ακυρώθηκε: δεν οφείλετε τίποτα γι’ αυτήν. Αν θέλετε εισιτήριο, μπορείτε να το αγοράσετε ξανά:\n{link}' },
  },
  // ---- Sessions: a registration confirmed or cancelled, with its .ics.
  registrationConfirmed: {
    es: { subject: 'Inscripción confirmada: «{session}» · {event}', text: 'Hola, {name}:\n\nEstás inscrito en «{session}».\n\nCuándo: {when}\n{where}\nEl archivo adjunto (sesion.ics) la añade a tu calendario. Si no vas a poder ir, cancela tu inscripción desde la sesión para que otra persona ocupe la plaza:\n{link}' },
    en: { subject: 'Registration confirmed: “{session}” · {event}', text: 'Hello {name},\n\nYou are registered for “{session}”.\n\nWhen: {when}\n{where}\nThe attached file (sesion.ics) adds it to your calendar. If you cannot attend, cancel your registration from the session so that someone else can take the seat:\n{link}' },
    pt: { subject: 'Inscrição confirmada: “{session}” · {event}', text: 'Olá, {name}!\n\nEstá inscrito em “{session}”.\n\nQuando: {when}\n{where}\nO ficheiro anexo (sesion.ics) adiciona-a ao seu calendário. Se não puder ir, cancele a inscrição na sessão para que outra pessoa ocupe o lugar:\n{link}' },
    eus: { subject: 'Izen-ematea berretsita: «{session}» · {event}', text: 'Kaixo, {name}:\n\nIzena emanda duzu «{session}» saioan.\n\nNoiz: {when}\n{where}\nEransitako fitxategiak (sesion.ics) zure egutegira gehitzen du. Ezin baduzu joan, utzi bertan behera izen-ematea saiotik bertatik, beste norbaitek plaza har dezan:\n{link}' },
    fr: { subject: 'Inscription confirmée : « {session} » · {event}', text: 'Bonjour {name},\n\nVous êtes inscrit à « {session} ».\n\nQuand : {when}\n{where}\nLe fichier joint (sesion.ics) l’ajoute à votre agenda. Si vous ne pouvez pas venir, annulez votre inscription depuis la session pour qu’une autre personne prenne la place :\n{link}' },
    el: { subject: 'Η εγγραφή επιβεβαιώθηκε: «{session}» · {event}', text: 'Γεια σας {name},\n\nΕίστε εγγεγραμμένοι στο «{session}».\n\nΠότε: {when}\n{where}\nΤο συνημμένο αρχείο (sesion.ics) το προσθέτει στο ημερολόγιό σας. Αν δεν μπορείτε να έρθετε, ακυρώστε την εγγραφή σας από τη συνεδρία ώστε να πάρει τη θέση κάποιος άλλος:\n{link}' },
  },
  registrationCancelled: {
    es: { subject: 'Inscripción cancelada: «{session}» · {event}', text: 'Hola, {name}:\n\nTu inscripción en «{session}» ({when}) se ha cancelado y tu plaza ha quedado libre. El archivo adjunto (sesion.ics) la quita de tu calendario. Puedes volver a inscribirte desde la sesión mientras queden plazas:\n{link}' },
    en: { subject: 'Registration cancelled: “{session}” · {event}', text: 'Hello {name},\n\nYour registration for “{session}” ({when}) has been cancelled and your seat is free again. The attached file (sesion.ics) removes it from your calendar. You can register again from the session while seats remain:\n{link}' },
    pt: { subject: 'Inscrição cancelada: “{session}” · {event}', text: 'Olá, {name}!\n\nA sua inscrição em “{session}” ({when}) foi cancelada e o seu lugar ficou livre. O ficheiro anexo (sesion.ics) remove-a do seu calendário. Pode inscrever-se de novo na sessão enquanto houver lugares:\n{link}' },
    eus: { subject: 'Izen-ematea bertan behera: «{session}» · {event}', text: 'Kaixo, {name}:\n\n«{session}» saioko izen-ematea ({when}) bertan behera geratu da, eta zure plaza libre dago. Eransitako fitxategiak (sesion.ics) zure egutegitik kentzen du. Plazak dauden bitartean, saiotik bertatik eman dezakezu izena berriro:\n{link}' },
    fr: { subject: 'Inscription annulée : « {session} » · {event}', text: 'Bonjour {name},\n\nVotre inscription à « {session} » ({when}) a été annulée et votre place est libérée. Le fichier joint (sesion.ics) la retire de votre agenda. Vous pouvez vous réinscrire depuis la session tant qu’il reste des places :\n{link}' },
    el: { subject: 'Η εγγραφή ακυρώθηκε: «{session}» · {event}', text: 'Γεια σας {name},\n\nΗ εγγραφή σας στο «{session}» ({when}) ακυρώθηκε και η θέση σας ελευθερώθηκε. Το συνημμένο αρχείο (sesion.ics) το αφαιρεί από το ημερολόγιό σας. Μπορείτε να εγγραφείτε ξανά από τη συνεδρία όσο υπάρχουν θέσεις:\n{link}' },
  },
  // The organiser took the registration away: the reason they wrote, or that none was given.
  registrationRemoved: {
    es: { subject: 'Inscripción cancelada: «{session}» · {event}', text: 'Hola, {name}:\n\nLa organización ha cancelado tu inscripción en «{session}» ({when}); tu plaza ha pasado a otra persona.\nMotivo: {reason}\n\nEl archivo adjunto (sesion.ics) la quita de tu calendario. La sesión:\n{link}' },
    en: { subject: 'Registration cancelled: “{session}” · {event}', text: 'Hello {name},\n\nThe organisers have cancelled your registration for “{session}” ({when}); your seat has gone to someone else.\nReason: {reason}\n\nThe attached file (sesion.ics) removes it from your calendar. The session:\n{link}' },
    pt: { subject: 'Inscrição cancelada: “{session}” · {event}', text: 'Olá, {name}!\n\nA organização cancelou a sua inscrição em “{session}” ({when}); o seu lugar passou para outra pessoa.\nMotivo: {reason}\n\nO ficheiro anexo (sesion.ics) remove-a do seu calendário. A sessão:\n{link}' },
    eus: { subject: 'Izen-ematea bertan behera: «{session}» · {event}', text: 'Kaixo, {name}:\n\nAntolatzaileek bertan behera utzi dute «{session}» saioko zure izen-ematea ({when}); zure plaza beste norbaitentzat da orain.\nArrazoia: {reason}\n\nEransitako fitxategiak (sesion.ics) zure egutegitik kentzen du. Saioa:\n{link}' },
    fr: { subject: 'Inscription annulée : « {session} » · {event}', text: 'Bonjour {name},\n\nL’organisation a annulé votre inscription à « {session} » ({when}) ; votre place est revenue à une autre personne.\nMotif : {reason}\n\nLe fichier joint (sesion.ics) la retire de votre agenda. La session :\n{link}' },
    el: { subject: 'Η εγγραφή ακυρώθηκε: «{session}» · {event}', text: 'Γεια σας {name},\n\nΗ οργάνωση ακύρωσε την εγγραφή σας στο «{session}» ({when})· η θέση σας δόθηκε σε άλλο άτομο.\nΑιτία: {reason}\n\nΤο συνημμένο αρχείο (sesion.ics) το αφαιρεί από το ημερολόγιό σας. Η συνεδρία:\n{link}' },
  },
  // ---- Networking: a meeting asked, accepted (room, time, .ics), rejected, cancelled (reason); an event registration validated or rejected.
  meetingRequested: {
    es: { subject: '{other} te pide una reunión · {event}', text: 'Hola, {name}:\n\n{other} te ha pedido una reunión: «{title}».\n\nCuándo: {when}\n{comment}\nAcéptala o recházala desde tus solicitudes de networking:\n{link}' },
    en: { subject: '{other} asks you for a meeting · {event}', text: 'Hello {name},\n\n{other} has asked you for a meeting: “{title}”.\n\nWhen: {when}\n{comment}\nAccept or reject it from your networking requests:\n{link}' },
    pt: { subject: '{other} pede-lhe uma reunião · {event}', text: 'Olá, {name}!\n\n{other} pediu-lhe uma reunião: “{title}”.\n\nQuando: {when}\n{comment}\nAceite-a ou recuse-a nos seus pedidos de networking:\n{link}' },
    eus: { subject: '{other}(e)k bilera bat eskatu dizu · {event}', text: 'Kaixo, {name}:\n\n{other}(e)k bilera bat eskatu dizu: «{title}».\n\nNoiz: {when}\n{comment}\nOnartu edo baztertu zure networking eskaeretatik:\n{link}' },
    fr: { subject: '{other} vous demande un rendez-vous · {event}', text: 'Bonjour {name},\n\n{other} vous a demandé un rendez-vous : « {title} ».\n\nQuand : {when}\n{comment}\nAcceptez-le ou refusez-le depuis vos demandes de networking :\n{link}' },
    el: { subject: 'Ο/Η {other} σας ζητά συνάντηση · {event}', text: 'Γεια σας {name},\n\nΟ/Η {other} σας ζήτησε συνάντηση: «{title}».\n\nΠότε: {when}\n{comment}\nΑποδεχτείτε ή απορρίψτε την από τα αιτήματά σας στο networking:\n{link}' },
  },
  meetingAccepted: {
    es: { subject: '{other} ha aceptado vuestra reunión · {event}', text: 'Hola, {name}:\n\n{other} ha aceptado la reunión «{title}».\n\nCuándo: {when}\nSala: {room}\n\nEl archivo adjunto (reunion.ics) la añade a tu calendario. Tus reuniones:\n{link}' },
    en: { subject: '{other} has accepted your meeting · {event}', text: 'Hello {name},\n\n{other} has accepted the meeting “{title}”.\n\nWhen: {when}\nRoom: {room}\n\nThe attached file (reunion.ics) adds it to your calendar. Your meetings:\n{link}' },
    pt: { subject: '{other} aceitou a vossa reunião · {event}', text: 'Olá, {name}!\n\n{other} aceitou a reunião “{title}”.\n\nQuando: {when}\nSala: {room}\n\nO ficheiro anexo (reunion.ics) adiciona-a ao seu calendário. As suas reuniões:\n{link}' },
    eus: { subject: '{other}(e)k zuen bilera onartu du · {event}', text: 'Kaixo, {name}:\n\n{other}(e)k «{title}» bilera onartu du.\n\nNoiz: {when}\nGela: {room}\n\nEransitako fitxategiak (reunion.ics) zure egutegira gehitzen du. Zure bilerak:\n{link}' },
    fr: { subject: '{other} a accepté votre rendez-vous · {event}', text: 'Bonjour {name},\n\n{other} a accepté le rendez-vous « {title} ».\n\nQuand : {when}\nSalle : {room}\n\nLe fichier joint (reunion.ics) l’ajoute à votre agenda. Vos rendez-vous :\n{link}' },
    el: { subject: 'Ο/Η {other} αποδέχτηκε τη συνάντησή σας · {event}', text: 'Γεια σας {name},\n\nΟ/Η {other} αποδέχτηκε τη συνάντηση «{title}».\n\nΠότε: {when}\nΑίθουσα: {room}\n\nΤο συνημμένο αρχείο (reunion.ics) την προσθέτει στο ημερολόγιό σας. Οι συναντήσεις σας:\n{link}' },
  },
  // To the one who accepted: the same meeting, for their own calendar.
  meetingConfirmed: {
    es: { subject: 'Reunión con {other} confirmada · {event}', text: 'Hola, {name}:\n\nHas aceptado la reunión «{title}» con {other}.\n\nCuándo: {when}\nSala: {room}\n\nEl archivo adjunto (reunion.ics) la añade a tu calendario. Tus reuniones:\n{link}' },
    en: { subject: 'Meeting with {other} confirmed · {event}', text: 'Hello {name},\n\nYou have accepted the meeting “{title}” with {other}.\n\nWhen: {when}\nRoom: {room}\n\nThe attached file (reunion.ics) adds it to your calendar. Your meetings:\n{link}' },
    pt: { subject: 'Reunião com {other} confirmada · {event}', text: 'Olá, {name}!\n\nAceitou a reunião “{title}” com {other}.\n\nQuando: {when}\nSala: {room}\n\nO ficheiro anexo (reunion.ics) adiciona-a ao seu calendário. As suas reuniões:\n{link}' },
    eus: { subject: '{other}(r)ekin bilera berretsita · {event}', text: 'Kaixo, {name}:\n\n{other}(r)ekin «{title}» bilera onartu duzu.\n\nNoiz: {when}\nGela: {room}\n\nEransitako fitxategiak (reunion.ics) zure egutegira gehitzen du. Zure bilerak:\n{link}' },
    fr: { subject: 'Rendez-vous avec {other} confirmé · {event}', text: 'Bonjour {name},\n\nVous avez accepté le rendez-vous « {title} » avec {other}.\n\nQuand : {when}\nSalle : {room}\n\nLe fichier joint (reunion.ics) l’ajoute à votre agenda. Vos rendez-vous :\n{link}' },
    el: { subject: 'Η συνάντηση με {other} επιβεβαιώθηκε · {event}', text: 'Γεια σας {name},\n\nΑποδεχτήκατε τη συνάντηση «{title}» με {other}.\n\nΠότε: {when}\nΑίθουσα: {room}\n\nΤο συνημμένο αρχείο (reunion.ics) την προσθέτει στο ημερολόγιό σας. Οι συναντήσεις σας:\n{link}' },
  },
  meetingRejected: {
    es: { subject: '{other} no puede aceptar tu reunión · {event}', text: 'Hola, {name}:\n\n{other} ha rechazado tu solicitud de reunión «{title}». Puedes pedir reuniones a otras personas desde el directorio de networking:\n{link}' },
    en: { subject: '{other} cannot accept your meeting · {event}', text: 'Hello {name},\n\n{other} has rejected your meeting request “{title}”. You can ask other people for meetings from the networking directory:\n{link}' },
    pt: { subject: '{other} não pode aceitar a sua reunião · {event}', text: 'Olá, {name}!\n\n{other} recusou o seu pedido de reunião “{title}”. Pode pedir reuniões a outras pessoas no diretório de networking:\n{link}' },
    eus: { subject: '{other}(e)k ezin du zure bilera onartu · {event}', text: 'Kaixo, {name}:\n\n{other}(e)k zure «{title}» bilera-eskaera baztertu du. Beste pertsona batzuei bilerak eska diezazkiekezu networking direktoriotik:\n{link}' },
    fr: { subject: '{other} ne peut pas accepter votre rendez-vous · {event}', text: 'Bonjour {name},\n\n{other} a refusé votre demande de rendez-vous « {title} ». Vous pouvez demander des rendez-vous à d’autres personnes depuis l’annuaire du networking :\n{link}' },
    el: { subject: 'Ο/Η {other} δεν μπορεί να αποδεχτεί τη συνάντησή σας · {event}', text: 'Γεια σας {name},\n\nΟ/Η {other} απέρριψε το αίτημα συνάντησης «{title}». Μπορείτε να ζητήσετε συναντήσεις από άλλα άτομα στον κατάλογο του networking:\n{link}' },
  },
  meetingCancelled: {
    es: { subject: 'Reunión cancelada: «{title}» · {event}', text: 'Hola, {name}:\n\n{other} ha cancelado la reunión «{title}» ({when}).\nMotivo: {reason}\n\nTus reuniones y solicitudes:\n{link}' },
    en: { subject: 'Meeting cancelled: “{title}” · {event}', text: 'Hello {name},\n\n{other} has cancelled the meeting “{title}” ({when}).\nReason: {reason}\n\nYour meetings and requests:\n{link}' },
    pt: { subject: 'Reunião cancelada: “{title}” · {event}', text: 'Olá, {name}!\n\n{other} cancelou a reunião “{title}” ({when}).\nMotivo: {reason}\n\nAs suas reuniões e pedidos:\n{link}' },
    eus: { subject: 'Bilera bertan behera: «{title}» · {event}', text: 'Kaixo, {name}:\n\n{other}(e)k «{title}» bilera bertan behera utzi du ({when}).\nArrazoia: {reason}\n\nZure bilerak eta eskaerak:\n{link}' },
    fr: { subject: 'Rendez-vous annulé : « {title} » · {event}', text: 'Bonjour {name},\n\n{other} a annulé le rendez-vous « {title} » ({when}).\nMotif : {reason}\n\nVos rendez-vous et demandes :\n{link}' },
    el: { subject: 'Η συνάντηση ακυρώθηκε: «{title}» · {event}', text: 'Γεια σας {name},\n\nΟ/Η {other} ακύρωσε τη συνάντηση «{title}» ({when}).\nΑιτία: {reason}\n\nΟι συναντήσεις και τα αιτήματά σας:\n{link}' },
  },
  eventRegistrationValidated: {
    es: { subject: 'Tu plaza en «{networkingEvent}» está confirmada · {event}', text: 'Hola, {name}:\n\nLa organización ha validado tu inscripción en el encuentro de networking «{networkingEvent}» ({when}). ¡Te esperamos!\n\nEncuentros de networking:\n{link}' },
    en: { subject: 'Your place at “{networkingEvent}” is confirmed · {event}', text: 'Hello {name},\n\nThe organisers have validated your registration for the networking event “{networkingEvent}” ({when}). See you there!\n\nNetworking events:\n{link}' },
    pt: { subject: 'O seu lugar em “{networkingEvent}” está confirmado · {event}', text: 'Olá, {name}!\n\nA organização validou a sua inscrição no encontro de networking “{networkingEvent}” ({when}). Esperamos por si!\n\nEncontros de networking:\n{link}' },
    eus: { subject: '«{networkingEvent}» topaketako zure plaza berretsita dago · {event}', text: 'Kaixo, {name}:\n\nAntolatzaileek «{networkingEvent}» networking topaketan emandako izena balidatu dute ({when}). Zain izango zaitugu!\n\nNetworking topaketak:\n{link}' },
    fr: { subject: 'Votre place à « {networkingEvent} » est confirmée · {event}', text: 'Bonjour {name},\n\nL’organisation a validé votre inscription à la rencontre de networking « {networkingEvent} » ({when}). À bientôt !\n\nRencontres de networking :\n{link}' },
    el: { subject: 'Η θέση σας στο «{networkingEvent}» επιβεβαιώθηκε · {event}', text: 'Γεια σας {name},\n\nΗ οργάνωση επικύρωσε την εγγραφή σας στη συνάντηση networking «{networkingEvent}» ({when}). Σας περιμένουμε!\n\nΣυναντήσεις networking:\n{link}' },
  },
  eventRegistrationRejected: {
    es: { subject: 'Tu inscripción en «{networkingEvent}» no ha sido aceptada · {event}', text: 'Hola, {name}:\n\nLa organización no ha aceptado tu inscripción en el encuentro de networking «{networkingEvent}».\nMotivo: {reason}\n\nEncuentros de networking:\n{link}' },
    en: { subject: 'Your registration for “{networkingEvent}” was not accepted · {event}', text: 'Hello {name},\n\nThe organisers have not accepted your registration for the networking event “{networkingEvent}”.\nReason: {reason}\n\nNetworking events:\n{link}' },
    pt: { subject: 'A sua inscrição em “{networkingEvent}” não foi aceite · {event}', text: 'Olá, {name}!\n\nA organização não aceitou a sua inscrição no encontro de networking “{networkingEvent}”.\nMotivo: {reason}\n\nEncontros de networking:\n{link}' },
    eus: { subject: '«{networkingEvent}» topaketan emandako izena ez da onartu · {event}', text: 'Kaixo, {name}:\n\nAntolatzaileek ez dute onartu «{networkingEvent}» networking topaketan emandako izena.\nArrazoia: {reason}\n\nNetworking topaketak:\n{link}' },
    fr: { subject: 'Votre inscription à « {networkingEvent} » n’a pas été acceptée · {event}', text: 'Bonjour {name},\n\nL’organisation n’a pas accepté votre inscription à la rencontre de networking « {networkingEvent} ».\nMotif : {reason}\n\nRencontres de networking :\n{link}' },
    el: { subject: 'Η εγγραφή σας στο «{networkingEvent}» δεν έγινε δεκτή · {event}', text: 'Γεια σας {name},\n\nΗ οργάνωση δεν αποδέχτηκε την εγγραφή σας στη συνάντηση networking «{networkingEvent}».\nΑιτία: {reason}\n\nΣυναντήσεις networking:\n{link}' },
  },
};

/** Pieces some templates include (filled the same way). */
export const SNIPPETS: Record<'qr' | 'when' | 'where' | 'eventIcs' | 'sessionIcs' | 'comment' | 'noTime' | 'noReason', Record<Locale, string>> = {
  qr: {
    es: '\nTu código QR de acreditación va adjunto (acreditacion-qr.png): muéstralo en la entrada. Su código: {code}\nTu credencial en PDF y el QR también están en tu área privada:\n{qrLink}\n',
    en: '\nYour accreditation QR code is attached (acreditacion-qr.png): show it at the entrance. Its code: {code}\nYour badge as a PDF and the QR are also in your private area:\n{qrLink}\n',
    pt: '\nO seu código QR de acreditação vai em anexo (acreditacion-qr.png): mostre-o à entrada. O seu código: {code}\nA sua credencial em PDF e o QR também estão na sua área privada:\n{qrLink}\n',
    eus: '\nAkreditazioko QR kodea erantsita doa (acreditacion-qr.png): erakutsi sarreran. Kodea: {code}\nPDF formatuko akreditazioa eta QR kodea zure eremu pribatuan ere badaude:\n{qrLink}\n',
    fr: '\nVotre code QR d’accréditation est joint (acreditacion-qr.png) : présentez-le à l’entrée. Son code : {code}\nVotre badge en PDF et le QR sont aussi dans votre espace privé :\n{qrLink}\n',
    el: '\nΟ κωδικός QR διαπίστευσής σας επισυνάπτεται (acreditacion-qr.png): δείξτε τον στην είσοδο. Ο κωδικός του: {code}\nΤο σήμα σας σε PDF και ο κωδικός QR βρίσκονται και στον προσωπικό σας χώρο:\n{qrLink}\n',
  },
  when: { es: 'Cuándo: {when}\n', en: 'When: {when}\n', pt: 'Quando: {when}\n', eus: 'Noiz: {when}\n', fr: 'Quand : {when}\n', el: 'Πότε: {when}\n' },
  where: { es: 'Dónde: {room}\n', en: 'Where: {room}\n', pt: 'Onde: {room}\n', eus: 'Non: {room}\n', fr: 'Où : {room}\n', el: 'Πού: {room}\n' },
  eventIcs: {
    es: 'El archivo adjunto (evento.ics) añade el evento a tu calendario.\n',
    en: 'The attached file (evento.ics) adds the event to your calendar.\n',
    pt: 'O ficheiro anexo (evento.ics) adiciona o evento ao seu calendário.\n',
    eus: 'Erantsitako fitxategiak (evento.ics) ekitaldia zure egutegira gehitzen du.\n',
    fr: 'Le fichier joint (evento.ics) ajoute l’événement à votre agenda.\n',
    el: 'Το συνημμένο αρχείο (evento.ics) προσθέτει την εκδήλωση στο ημερολόγιό σας.\n',
  },
  sessionIcs: {
    es: 'El archivo adjunto (sesion.ics) la añade a tu calendario.\n',
    en: 'The attached file (sesion.ics) adds it to your calendar.\n',
    pt: 'O ficheiro anexo (sesion.ics) adiciona-a ao seu calendário.\n',
    eus: 'Erantsitako fitxategiak (sesion.ics) zure egutegira gehitzen du.\n',
    fr: 'Le fichier joint (sesion.ics) l’ajoute à votre agenda.\n',
    el: 'Το συνημμένο αρχείο (sesion.ics) την προσθέτει στο ημερολόγιό σας.\n',
  },
  comment: { es: 'Mensaje: {comment}\n', en: 'Message: {comment}\n', pt: 'Mensagem: {comment}\n', eus: 'Mezua: {comment}\n', fr: 'Message : {comment}\n', el: 'Μήνυμα: {comment}\n' },
  noTime: { es: 'por acordar', en: 'to be agreed', pt: 'a combinar', eus: 'adosteko', fr: 'à convenir', el: 'προς συνεννόηση' },
  noReason: { es: 'no se ha indicado', en: 'none given', pt: 'não foi indicado', eus: 'ez da adierazi', fr: 'non précisé', el: 'δεν δόθηκε' },
};

/** Why a waiter was skipped, as the email says it (the rules of registering). */
export const WAITLIST_SKIP_REASONS: Record<'registration.closed' | 'registration.duplicate_room' | 'registration.ticket_required' | 'registration.overlap', Record<Locale, string>> = {
  'registration.closed': {
    es: 'la sesión ya no admite inscripciones.', en: 'the session no longer takes registrations.', pt: 'a sessão não aceita mais inscrições.',
    eus: 'saioak ez du izen-ematerik onartzen jada.', fr: 'la session n’accepte plus d’inscriptions.', el: 'η συνεδρία δεν δέχεται πλέον εγγραφές.',
  },
  'registration.duplicate_room': {
    es: 'ya estás inscrito en esta sesión.', en: 'you are already registered for this session.', pt: 'você já está inscrito nesta sessão.',
    eus: 'saio honetan izena emanda duzu jada.', fr: 'vous êtes déjà inscrit à cette session.', el: 'είστε ήδη εγγεγραμμένοι σε αυτή τη συνεδρία.',
  },
  'registration.ticket_required': {
    es: 'la sesión pide una entrada que no tienes.', en: 'the session needs a ticket you do not hold.', pt: 'a sessão exige um ingresso que você não tem.',
    eus: 'saioak ez duzun sarrera bat eskatzen du.', fr: 'la session demande un billet que vous n’avez pas.', el: 'η συνεδρία απαιτεί εισιτήριο που δεν έχετε.',
  },
  'registration.overlap': {
    es: 'estás inscrito en otra sesión a la misma hora.', en: 'you are registered for another session at the same time.', pt: 'você está inscrito em outra sessão no mesmo horário.',
    eus: 'ordu berean beste saio batean emanda duzu izena.', fr: 'vous êtes inscrit à une autre session au même moment.', el: 'είστε εγγεγραμμένοι σε άλλη συνεδρία την ίδια ώρα.',
  },
};

/** Each right as every portal screen names it (messages/<locale>.json `TicketRights.rights`). */
export const RIGHTS: Record<Locale, Record<Entitlement, string>> = {
  es: {
    in_person: 'Sesiones presenciales: plaza en las salas',
    streams: 'Emisiones en directo',
    files: 'Archivos de las sesiones',
    accreditation: 'Acreditación con código QR (y en PDF)',
    networking: 'Networking con otros asistentes',
    diploma: 'Diploma de asistencia',
  },
  en: {
    in_person: 'In-person sessions: a seat in the rooms',
    streams: 'Live streams',
    files: 'Session files',
    accreditation: 'Badge with QR code (and as a PDF)',
    networking: 'Networking with other attendees',
    diploma: 'Certificate of attendance',
  },
  pt: {
    in_person: 'Sessões presenciais: lugar nas salas',
    streams: 'Transmissões em direto',
    files: 'Ficheiros das sessões',
    accreditation: 'Credencial com código QR (e em PDF)',
    networking: 'Networking com outros participantes',
    diploma: 'Certificado de participação',
  },
  eus: {
    in_person: 'Aurrez aurreko saioak: lekua aretoetan',
    streams: 'Zuzeneko emanaldiak',
    files: 'Saioetako fitxategiak',
    accreditation: 'QR kodedun akreditazioa (baita PDFn ere)',
    networking: 'Networkinga beste parte-hartzaileekin',
    diploma: 'Parte-hartze diploma',
  },
  fr: {
    in_person: 'Sessions sur place : une place dans les salles',
    streams: 'Diffusions en direct',
    files: 'Fichiers des sessions',
    accreditation: 'Badge avec code QR (et en PDF)',
    networking: 'Networking avec les autres participants',
    diploma: 'Attestation de participation',
  },
  el: {
    in_person: 'Δια ζώσης συνεδρίες: θέση στις αίθουσες',
    streams: 'Ζωντανές μεταδόσεις',
    files: 'Αρχεία των συνεδριών',
    accreditation: 'Διαπίστευση με κωδικό QR (και σε PDF)',
    networking: 'Δικτύωση με άλλους συμμετέχοντες',
    diploma: 'Βεβαίωση συμμετοχής',
  },
};

/** What a ticket includes, one right a line ("- Live streams"). */
export function rightsList(locale: Locale, rights: readonly Entitlement[]): string {
  return rights.map((r) => `- ${RIGHTS[locale][r]}`).join('\n');
}

/** A template filled in `locale` (es when a text is missing). */
export function render(kind: MailKind, locale: Locale, vars: Record<string, string>): Template {
  const t = TEMPLATES[kind][locale] ?? TEMPLATES[kind].es;
  return { subject: fill(t.subject, vars), text: fill(t.text, vars) };
}

/** A snippet filled in `locale`. */
export const snippet = (key: keyof typeof SNIPPETS, locale: Locale, vars: Record<string, string> = {}) => fill(SNIPPETS[key][locale], vars);

/**
 * A part of an email. The mailbox keeps its content as text: a binary part (the QR's PNG) as
 * base64, with `encoding: 'base64'`.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/** The .ics of one session or meeting: PUBLISH to add it, CANCEL (same UID) to take it out. */
export function icsAttachment(filename: string, event: IcsEvent, o: { stamp: Date; cancel?: boolean }): MailAttachment {
  const method = o.cancel ? 'CANCEL' : 'PUBLISH';
  return { filename, contentType: `text/calendar; charset=utf-8; method=${method}`, content: icsEvent(event, o.stamp, method) };
}

/**
 * The accreditation QR of `payload` as a PNG (the same matrix the badge PDF draws, 8 px a module,
 * a 4-module quiet zone): a PNG because many mail apps show no SVG attachment inline.
 */
export function qrAttachment(payload: string): MailAttachment {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const png = qrPng(n, (row, col) => Boolean(qr.modules.get(row, col)));
  return { filename: 'acreditacion-qr.png', contentType: 'image/png', content: png.toString('base64'), encoding: 'base64' };
}

/**
 * A black-on-white PNG of an n×n module matrix (8-bit greyscale, no interlace). Written by hand:
 * the container is three chunks around one zlib stream (node:zlib), and the demo API sends it
 * inside a transaction, where the QR library's PNG writer (asynchronous streams) cannot run.
 */
export function qrPng(n: number, dark: (row: number, col: number) => boolean, scale = 8, quiet = 4): Buffer {
  const side = (n + 2 * quiet) * scale;
  const raw = Buffer.alloc((side + 1) * side, 0xff);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0; // filter: none
    const row = Math.floor(y / scale) - quiet;
    if (row < 0 || row >= n) continue;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / scale) - quiet;
      if (col >= 0 && col < n && dark(row, col)) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A time span as an email says it, in the event's zone (the tenant's registry `timeZone`):
 *   formatWhen('en', '2027-03-09T08:00:00Z', '2027-03-09T09:00:00Z', 'Europe/Madrid') → 'Tuesday, 9 March 2027, 09:00–10:00'
 */
export function formatWhen(locale: Locale, startIso: string, endIso: string, timeZone: string): string {
  const iso = INTL_LOCALE[locale];
  const day = new Intl.DateTimeFormat(iso, { dateStyle: 'full', timeZone }).format(new Date(startIso));
  const time = new Intl.DateTimeFormat(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${day}, ${time.format(new Date(startIso))}–${time.format(new Date(endIso))}`;
}
