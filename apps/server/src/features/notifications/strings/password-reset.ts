import type { TLanguage } from '@menudelite/shared/i18n/languages';

export type TPasswordResetStrings = {
  subject: string;
  /** `{name}` is the account holder's full name. */
  greeting: string;
  intro: string;
  button: string;
  linkHint: string;
  ignore: string;
};

/** The password-reset e-mail in every language of the app (SPEC section 1). */
export const PASSWORD_RESET_STRINGS: Record<TLanguage, TPasswordResetStrings> = {
  en: {
    subject: 'Reset your MenuDelite password',
    greeting: 'Hello {name},',
    intro: 'Someone asked to reset the password of your MenuDelite account. To choose a new password, open this link within one hour:',
    button: 'Choose a new password',
    linkHint: 'If the button does not work, copy this link into your browser:',
    ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de MenuDelite',
    greeting: 'Hola, {name}:',
    intro:
      'Alguien ha pedido restablecer la contraseña de tu cuenta de MenuDelite. Para elegir una contraseña nueva, abre este enlace en el plazo de una hora:',
    button: 'Elegir una contraseña nueva',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    ignore: 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
  },
  zh: {
    subject: '重置您的 MenuDelite 密码',
    greeting: '{name}，您好：',
    intro: '有人请求重置您的 MenuDelite 账户密码。如需设置新密码，请在一小时内打开此链接：',
    button: '设置新密码',
    linkHint: '如果按钮无法使用，请将此链接复制到浏览器中：',
    ignore: '如果这不是您本人的操作，请忽略此邮件：您的密码保持不变。',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور MenuDelite',
    greeting: 'مرحبًا {name}،',
    intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في MenuDelite. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة واحدة:',
    button: 'اختر كلمة مرور جديدة',
    linkHint: 'إذا لم يعمل الزر، فانسخ هذا الرابط في متصفحك:',
    ignore: 'إذا لم تكن أنت صاحب الطلب، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
  ru: {
    subject: 'Сброс пароля MenuDelite',
    greeting: 'Здравствуйте, {name}!',
    intro: 'Кто-то запросил сброс пароля вашей учётной записи MenuDelite. Чтобы задать новый пароль, откройте эту ссылку в течение часа:',
    button: 'Задать новый пароль',
    linkHint: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: ваш пароль не изменится.',
  },
  ja: {
    subject: 'MenuDelite のパスワードの再設定',
    greeting: '{name} 様',
    intro: 'MenuDelite アカウントのパスワード再設定が依頼されました。新しいパスワードを設定するには、1 時間以内にこのリンクを開いてください：',
    button: '新しいパスワードを設定',
    linkHint: 'ボタンが機能しない場合は、このリンクをブラウザにコピーしてください：',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  ko: {
    subject: 'MenuDelite 비밀번호 재설정',
    greeting: '{name}님, 안녕하세요.',
    intro: '누군가 MenuDelite 계정의 비밀번호 재설정을 요청했습니다. 새 비밀번호를 정하려면 한 시간 안에 이 링크를 여세요:',
    button: '새 비밀번호 정하기',
    linkHint: '버튼이 작동하지 않으면 이 링크를 브라우저에 복사하세요:',
    ignore: '본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
  },
  de: {
    subject: 'Setzen Sie Ihr MenuDelite-Passwort zurück',
    greeting: 'Hallo {name},',
    intro:
      'Jemand hat das Zurücksetzen des Passworts Ihres MenuDelite-Kontos angefordert. Um ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb einer Stunde:',
    button: 'Neues Passwort wählen',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    ignore: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe MenuDelite',
    greeting: 'Bonjour {name},',
    intro:
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte MenuDelite. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :',
    button: 'Choisir un nouveau mot de passe',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  pl: {
    subject: 'Zresetuj hasło do MenuDelite',
    greeting: 'Dzień dobry, {name},',
    intro: 'Ktoś poprosił o zresetowanie hasła do Twojego konta MenuDelite. Aby ustawić nowe hasło, otwórz ten link w ciągu godziny:',
    button: 'Ustaw nowe hasło',
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  },
  pt: {
    subject: 'Redefina a sua palavra-passe do MenuDelite',
    greeting: 'Olá, {name},',
    intro: 'Alguém pediu para redefinir a palavra-passe da sua conta MenuDelite. Para escolher uma nova palavra-passe, abra este link no prazo de uma hora:',
    button: 'Escolher uma nova palavra-passe',
    linkHint: 'Se o botão não funcionar, copie este link para o seu navegador:',
    ignore: 'Se não foi você, ignore este e-mail: a sua palavra-passe mantém-se igual.',
  },
  it: {
    subject: 'Reimposta la password di MenuDelite',
    greeting: 'Ciao {name},',
    intro: 'Qualcuno ha chiesto di reimpostare la password del tuo account MenuDelite. Per scegliere una nuova password, apri questo link entro un’ora:',
    button: 'Scegli una nuova password',
    linkHint: 'Se il pulsante non funziona, copia questo link nel browser:',
    ignore: 'Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.',
  },
  nl: {
    subject: 'Stel je MenuDelite-wachtwoord opnieuw in',
    greeting: 'Hallo {name},',
    intro:
      'Iemand heeft gevraagd het wachtwoord van je MenuDelite-account opnieuw in te stellen. Open deze link binnen een uur om een nieuw wachtwoord te kiezen:',
    button: 'Kies een nieuw wachtwoord',
    linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    ignore: 'Was jij dit niet? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.',
  },
  hi: {
    subject: 'अपना MenuDelite पासवर्ड रीसेट करें',
    greeting: 'नमस्ते {name},',
    intro: 'किसी ने आपके MenuDelite खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए, एक घंटे के भीतर यह लिंक खोलें:',
    button: 'नया पासवर्ड चुनें',
    linkHint: 'अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:',
    ignore: 'अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
  },
};
