import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TBuiltInRole } from '@menudelite/shared/team/permissions';

export type TTeamInviteStrings = {
  /** `{venue}` is the venue's name. */
  subject: string;
  greeting: string;
  /** `{inviter}` invited the reader to `{venue}` as `{role}`. */
  intro: string;
  button: string;
  linkHint: string;
  expiry: string;
  ignore: string;
  roles: Record<TBuiltInRole, string>;
};

/** The team invitation e-mail in every language of the app (SPEC section 1), in the venue's language. */
export const TEAM_INVITE_STRINGS: Record<TLanguage, TTeamInviteStrings> = {
  en: {
    subject: 'You are invited to join {venue} on MenuDelite',
    greeting: 'Hello,',
    intro: '{inviter} invited you to join the team of {venue} on MenuDelite as {role}.',
    button: 'Accept the invitation',
    linkHint: 'If the button does not work, copy this link into your browser:',
    expiry: 'The link works once and expires in 7 days.',
    ignore: 'If you did not expect this invitation, ignore this e-mail.',
    roles: { owner: 'owner', manager: 'manager', frontOfHouse: 'front of house', kitchen: 'kitchen', host: 'host' },
  },
  es: {
    subject: 'Te han invitado a unirte a {venue} en MenuDelite',
    greeting: 'Hola:',
    intro: '{inviter} te ha invitado a unirte al equipo de {venue} en MenuDelite como {role}.',
    button: 'Aceptar la invitación',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    expiry: 'El enlace funciona una sola vez y caduca en 7 días.',
    ignore: 'Si no esperabas esta invitación, ignora este correo.',
    roles: { owner: 'propietario', manager: 'gerente', frontOfHouse: 'sala', kitchen: 'cocina', host: 'recepción' },
  },
  zh: {
    subject: '邀请您加入 MenuDelite 上的 {venue}',
    greeting: '您好：',
    intro: '{inviter} 邀请您以{role}身份加入 MenuDelite 上 {venue} 的团队。',
    button: '接受邀请',
    linkHint: '如果按钮无法使用，请将此链接复制到浏览器中：',
    expiry: '此链接仅可使用一次，7 天后失效。',
    ignore: '如果您没有预期收到此邀请，请忽略此邮件。',
    roles: { owner: '店主', manager: '经理', frontOfHouse: '前厅服务员', kitchen: '厨房', host: '迎宾' },
  },
  ar: {
    subject: 'أنت مدعو للانضمام إلى {venue} على MenuDelite',
    greeting: 'مرحبًا،',
    intro: 'دعاك {inviter} للانضمام إلى فريق {venue} على MenuDelite بدور {role}.',
    button: 'قبول الدعوة',
    linkHint: 'إذا لم يعمل الزر، انسخ هذا الرابط في متصفحك:',
    expiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 7 أيام.',
    ignore: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
    roles: { owner: 'مالك', manager: 'مدير', frontOfHouse: 'خدمة الصالة', kitchen: 'مطبخ', host: 'استقبال' },
  },
  ru: {
    subject: 'Вас приглашают в команду {venue} в MenuDelite',
    greeting: 'Здравствуйте!',
    intro: '{inviter} приглашает вас в команду {venue} в MenuDelite на роль «{role}».',
    button: 'Принять приглашение',
    linkHint: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    expiry: 'Ссылка одноразовая и действует 7 дней.',
    ignore: 'Если вы не ждали этого приглашения, просто проигнорируйте письмо.',
    roles: { owner: 'владелец', manager: 'менеджер', frontOfHouse: 'официант', kitchen: 'кухня', host: 'хостес' },
  },
  ja: {
    subject: 'MenuDelite の {venue} への招待',
    greeting: 'こんにちは。',
    intro: '{inviter} さんが、MenuDelite の {venue} のチームに{role}として参加するようあなたを招待しました。',
    button: '招待を承諾する',
    linkHint: 'ボタンが機能しない場合は、このリンクをブラウザにコピーしてください：',
    expiry: 'このリンクは 1 回限り有効で、7 日後に期限切れになります。',
    ignore: 'この招待に心当たりがない場合は、このメールを無視してください。',
    roles: { owner: 'オーナー', manager: 'マネージャー', frontOfHouse: 'ホールスタッフ', kitchen: 'キッチン', host: '案内係' },
  },
  ko: {
    subject: 'MenuDelite의 {venue}에 초대되었습니다',
    greeting: '안녕하세요.',
    intro: '{inviter} 님이 MenuDelite에서 {venue} 팀에 {role}(으)로 합류하도록 초대했습니다.',
    button: '초대 수락',
    linkHint: '버튼이 작동하지 않으면 이 링크를 브라우저에 복사하세요:',
    expiry: '이 링크는 한 번만 사용할 수 있으며 7일 후 만료됩니다.',
    ignore: '이 초대를 예상하지 못했다면 이 이메일을 무시하세요.',
    roles: { owner: '소유자', manager: '매니저', frontOfHouse: '홀 서버', kitchen: '주방', host: '호스트' },
  },
  de: {
    subject: 'Einladung in das Team von {venue} bei MenuDelite',
    greeting: 'Hallo,',
    intro: '{inviter} hat Sie eingeladen, dem Team von {venue} bei MenuDelite als {role} beizutreten.',
    button: 'Einladung annehmen',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    expiry: 'Der Link funktioniert einmal und läuft in 7 Tagen ab.',
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.',
    roles: { owner: 'Inhaber', manager: 'Manager', frontOfHouse: 'Service', kitchen: 'Küche', host: 'Empfang' },
  },
  fr: {
    subject: 'Vous êtes invité à rejoindre {venue} sur MenuDelite',
    greeting: 'Bonjour,',
    intro: '{inviter} vous invite à rejoindre l’équipe de {venue} sur MenuDelite en tant que {role}.',
    button: 'Accepter l’invitation',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 7 jours.',
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
    roles: { owner: 'propriétaire', manager: 'responsable', frontOfHouse: 'service en salle', kitchen: 'cuisine', host: 'accueil' },
  },
  pl: {
    subject: 'Zaproszenie do zespołu {venue} w MenuDelite',
    greeting: 'Dzień dobry,',
    intro: '{inviter} zaprasza Cię do zespołu {venue} w MenuDelite w roli: {role}.',
    button: 'Przyjmij zaproszenie',
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    expiry: 'Link działa jeden raz i wygasa po 7 dniach.',
    ignore: 'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    roles: { owner: 'właściciel', manager: 'kierownik', frontOfHouse: 'obsługa sali', kitchen: 'kuchnia', host: 'recepcja' },
  },
  pt: {
    subject: 'Foi convidado para se juntar a {venue} no MenuDelite',
    greeting: 'Olá,',
    intro: '{inviter} convidou-o para se juntar à equipa de {venue} no MenuDelite como {role}.',
    button: 'Aceitar o convite',
    linkHint: 'Se o botão não funcionar, copie este link para o navegador:',
    expiry: 'O link funciona uma vez e expira em 7 dias.',
    ignore: 'Se não esperava este convite, ignore este e-mail.',
    roles: { owner: 'proprietário', manager: 'gerente', frontOfHouse: 'sala', kitchen: 'cozinha', host: 'receção' },
  },
  it: {
    subject: 'Sei invitato a unirti a {venue} su MenuDelite',
    greeting: 'Ciao,',
    intro: '{inviter} ti ha invitato a unirti al team di {venue} su MenuDelite come {role}.',
    button: 'Accetta l’invito',
    linkHint: 'Se il pulsante non funziona, copia questo link nel browser:',
    expiry: 'Il link funziona una sola volta e scade tra 7 giorni.',
    ignore: 'Se non ti aspettavi questo invito, ignora questa e-mail.',
    roles: { owner: 'proprietario', manager: 'manager', frontOfHouse: 'sala', kitchen: 'cucina', host: 'accoglienza' },
  },
  nl: {
    subject: 'Je bent uitgenodigd voor het team van {venue} op MenuDelite',
    greeting: 'Hallo,',
    intro: '{inviter} heeft je uitgenodigd om als {role} lid te worden van het team van {venue} op MenuDelite.',
    button: 'Uitnodiging accepteren',
    linkHint: 'Werkt de knop niet? Kopieer deze link naar je browser:',
    expiry: 'De link werkt één keer en verloopt na 7 dagen.',
    ignore: 'Verwachtte je deze uitnodiging niet? Negeer dan deze e-mail.',
    roles: { owner: 'eigenaar', manager: 'manager', frontOfHouse: 'bediening', kitchen: 'keuken', host: 'gastheer/gastvrouw' },
  },
  hi: {
    subject: 'MenuDelite पर {venue} से जुड़ने का आमंत्रण',
    greeting: 'नमस्ते,',
    intro: '{inviter} ने आपको MenuDelite पर {venue} की टीम में {role} के रूप में जुड़ने के लिए आमंत्रित किया है।',
    button: 'आमंत्रण स्वीकार करें',
    linkHint: 'अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:',
    expiry: 'यह लिंक एक बार ही काम करता है और 7 दिनों में समाप्त हो जाता है।',
    ignore: 'अगर आपको इस आमंत्रण की उम्मीद नहीं थी, तो इस ई-मेल को अनदेखा करें।',
    roles: { owner: 'मालिक', manager: 'मैनेजर', frontOfHouse: 'फ़्रंट ऑफ़ हाउस', kitchen: 'किचन', host: 'होस्ट' },
  },
};
