import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { renderActionEmail, type TRenderedEmail } from './action-email.ts';
import { fillTranslation } from './engine.ts';

type TGuestChatEmailStrings = {
  /** `{venue}` is the hotel's name. */
  subject: string;
  /** `{name}` is the guest's name. */
  greeting: string;
  /** `{venue}` wrote `{message}` (the chat message, quoted). */
  intro: string;
  button: string;
  linkHint: string;
  why: string;
};

/** A staff chat message the guest did not read within 3 minutes (docs/api/guest-chat.md), in the guest's language. */
const STRINGS: Record<TLanguage, TGuestChatEmailStrings> = {
  en: {
    subject: 'New message from {venue}',
    greeting: 'Hello {name},',
    intro: '{venue} sent you a message: “{message}”',
    button: 'Reply in the guest app',
    linkHint: 'If the button does not work, copy this link into your browser:',
    why: 'We e-mail a message when it has not been read in the guest app for a few minutes.',
  },
  ar: {
    subject: 'رسالة جديدة من {venue}',
    greeting: 'مرحبًا {name}،',
    intro: 'أرسل إليك {venue} رسالة: «{message}»',
    button: 'الرد في تطبيق الضيوف',
    linkHint: 'إذا لم يعمل الزر، فانسخ هذا الرابط في متصفحك:',
    why: 'نرسل الرسالة بالبريد الإلكتروني عندما لا تُقرأ في تطبيق الضيوف خلال بضع دقائق.',
  },
  de: {
    subject: 'Neue Nachricht von {venue}',
    greeting: 'Hallo {name},',
    intro: '{venue} hat Ihnen eine Nachricht geschickt: „{message}“',
    button: 'In der Gäste-App antworten',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    why: 'Wir senden eine Nachricht per E-Mail, wenn sie einige Minuten lang nicht in der Gäste-App gelesen wurde.',
  },
  es: {
    subject: 'Nuevo mensaje de {venue}',
    greeting: 'Hola, {name}:',
    intro: '{venue} te ha enviado un mensaje: «{message}»',
    button: 'Responder en la app para huéspedes',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    why: 'Enviamos un mensaje por correo cuando no se ha leído en la app para huéspedes durante unos minutos.',
  },
  fr: {
    subject: 'Nouveau message de {venue}',
    greeting: 'Bonjour {name},',
    intro: '{venue} vous a envoyé un message : « {message} »',
    button: 'Répondre dans l’application client',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    why: 'Nous envoyons un message par e-mail lorsqu’il n’a pas été lu dans l’application client depuis quelques minutes.',
  },
  hi: {
    subject: '{venue} से नया संदेश',
    greeting: 'नमस्ते {name},',
    intro: '{venue} ने आपको एक संदेश भेजा है: “{message}”',
    button: 'अतिथि ऐप में जवाब दें',
    linkHint: 'अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:',
    why: 'जब कोई संदेश कुछ मिनट तक अतिथि ऐप में नहीं पढ़ा जाता, तो हम उसे ईमेल करते हैं।',
  },
  it: {
    subject: 'Nuovo messaggio da {venue}',
    greeting: 'Gentile {name},',
    intro: '{venue} ti ha inviato un messaggio: «{message}»',
    button: 'Rispondi nell’app ospiti',
    linkHint: 'Se il pulsante non funziona, copia questo link nel browser:',
    why: 'Inviamo un messaggio via e-mail quando non viene letto nell’app ospiti per qualche minuto.',
  },
  ja: {
    subject: '{venue}から新しいメッセージ',
    greeting: '{name} 様',
    intro: '{venue}からメッセージが届きました:「{message}」',
    button: 'ゲストアプリで返信',
    linkHint: 'ボタンが機能しない場合は、このリンクをブラウザにコピーしてください:',
    why: 'ゲストアプリで数分間読まれなかったメッセージをメールでお届けしています。',
  },
  ko: {
    subject: '{venue}의 새 메시지',
    greeting: '{name} 님, 안녕하세요.',
    intro: '{venue}에서 메시지를 보냈습니다: “{message}”',
    button: '게스트 앱에서 답장하기',
    linkHint: '버튼이 작동하지 않으면 이 링크를 브라우저에 복사하세요:',
    why: '게스트 앱에서 몇 분 동안 읽지 않은 메시지는 이메일로 보내 드립니다.',
  },
  nl: {
    subject: 'Nieuw bericht van {venue}',
    greeting: 'Hallo {name},',
    intro: '{venue} heeft je een bericht gestuurd: ‘{message}’',
    button: 'Antwoorden in de gasten-app',
    linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    why: 'We mailen een bericht als het een paar minuten niet in de gasten-app is gelezen.',
  },
  pl: {
    subject: 'Nowa wiadomość od {venue}',
    greeting: 'Dzień dobry, {name},',
    intro: '{venue} wysłał(a) Ci wiadomość: „{message}”',
    button: 'Odpowiedz w aplikacji dla gości',
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    why: 'Wysyłamy wiadomość e-mailem, gdy przez kilka minut nie zostanie przeczytana w aplikacji dla gości.',
  },
  pt: {
    subject: 'Nova mensagem de {venue}',
    greeting: 'Olá, {name},',
    intro: '{venue} enviou-lhe uma mensagem: «{message}»',
    button: 'Responder na app de hóspedes',
    linkHint: 'Se o botão não funcionar, copie este link para o navegador:',
    why: 'Enviamos uma mensagem por e-mail quando não é lida na app de hóspedes durante alguns minutos.',
  },
  ru: {
    subject: 'Новое сообщение от {venue}',
    greeting: 'Здравствуйте, {name}!',
    intro: '{venue} отправил(а) вам сообщение: «{message}»',
    button: 'Ответить в приложении для гостей',
    linkHint: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    why: 'Мы отправляем сообщение по e-mail, если его не прочитали в приложении для гостей в течение нескольких минут.',
  },
  zh: {
    subject: '来自 {venue} 的新消息',
    greeting: '{name}，您好：',
    intro: '{venue} 给您发送了一条消息：“{message}”',
    button: '在住客应用中回复',
    linkHint: '如果按钮无效，请将此链接复制到浏览器中：',
    why: '如果消息在住客应用中几分钟内未被阅读，我们会通过电子邮件发送给您。',
  },
};

/** The unread chat message e-mail: who wrote, the message quoted, a link back to the guest app. */
export function renderGuestChatEmail(
  language: TLanguage,
  params: { venue: string; guestName: string; message: string; link: string },
): Promise<TRenderedEmail> {
  const s = STRINGS[language];
  // Names and the message are user input: isolated so they keep their own direction inside an Arabic sentence.
  const values = { venue: `\u2068${params.venue}\u2069`, name: `\u2068${params.guestName}\u2069`, message: `\u2068${params.message}\u2069` };
  return renderActionEmail(language, {
    subject: fillTranslation('text', s.subject, { venue: params.venue }),
    greeting: fillTranslation('text', s.greeting, values),
    greetingHtml: fillTranslation('html', s.greeting, values),
    intro: fillTranslation('text', s.intro, values),
    introHtml: fillTranslation('html', s.intro, values),
    button: s.button,
    linkHint: s.linkHint,
    footer: [s.why],
    link: params.link,
  });
}
