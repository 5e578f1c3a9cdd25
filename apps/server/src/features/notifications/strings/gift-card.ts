import type { TLanguage } from '@menudelite/shared/i18n/languages';

/**
 * The recipient's gift card e-mail (features/gift-cards, docs/api/growth-gift-cards.md). `{from}` is
 * the buyer's name, `{recipient}` the recipient's, `{venue}` the venue's, `{amount}` the formatted
 * value. The code itself is shown below `codeLabel`, grouped XXXX-XXXX-XXXX-XXXX.
 */
export type TGiftCardStrings = {
  subject: string;
  greeting: string;
  intro: string;
  messageLabel: string;
  codeLabel: string;
  balanceLabel: string;
  howTo: string;
  button: string;
  linkHint: string;
  keep: string;
};

export const GIFT_CARD_STRINGS: Record<TLanguage, TGiftCardStrings> = {
  en: {
    subject: '{from} sent you a {amount} gift card for {venue}',
    greeting: 'Hello {recipient},',
    intro: '{from} has given you a gift card for {venue} worth {amount}.',
    messageLabel: 'Their message',
    codeLabel: 'Your gift card code',
    balanceLabel: 'Balance',
    howTo: 'Enter the code when you pay for an order or a table bill at {venue}. It can pay all or part of an order until the balance is used up.',
    button: 'See the menu',
    linkHint: 'If the button does not work, copy this link into your browser:',
    keep: 'Keep this code private: anyone who has it can spend the balance.',
  },
  es: {
    subject: '{from} te ha enviado una tarjeta regalo de {amount} para {venue}',
    greeting: 'Hola, {recipient}:',
    intro: '{from} te ha regalado una tarjeta regalo de {venue} por valor de {amount}.',
    messageLabel: 'Su mensaje',
    codeLabel: 'Tu código de tarjeta regalo',
    balanceLabel: 'Saldo',
    howTo: 'Introduce el código al pagar un pedido o la cuenta de una mesa en {venue}. Puede pagar todo o parte de un pedido hasta agotar el saldo.',
    button: 'Ver la carta',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    keep: 'Mantén este código en privado: cualquiera que lo tenga puede gastar el saldo.',
  },
  zh: {
    subject: '{from} 送给您一张 {venue} 的 {amount} 礼品卡',
    greeting: '{recipient}，您好：',
    intro: '{from} 送给您一张价值 {amount} 的 {venue} 礼品卡。',
    messageLabel: '对方的留言',
    codeLabel: '您的礼品卡代码',
    balanceLabel: '余额',
    howTo: '在 {venue} 支付订单或餐桌账单时输入此代码。在余额用完之前，它可以支付订单的全部或部分金额。',
    button: '查看菜单',
    linkHint: '如果按钮无法使用，请将此链接复制到浏览器中：',
    keep: '请妥善保管此代码：任何持有它的人都可以使用余额。',
  },
  ar: {
    subject: 'أرسل إليك {from} بطاقة هدية بقيمة {amount} من {venue}',
    greeting: 'مرحبًا {recipient}،',
    intro: 'أهداك {from} بطاقة هدية من {venue} بقيمة {amount}.',
    messageLabel: 'رسالته',
    codeLabel: 'رمز بطاقة الهدية',
    balanceLabel: 'الرصيد',
    howTo: 'أدخل الرمز عند دفع طلب أو فاتورة طاولة في {venue}. يمكن أن تدفع الطلب كله أو جزءًا منه حتى ينفد الرصيد.',
    button: 'عرض القائمة',
    linkHint: 'إذا لم يعمل الزر، انسخ هذا الرابط في متصفحك:',
    keep: 'احتفظ بهذا الرمز لنفسك: يمكن لأي شخص يملكه أن ينفق الرصيد.',
  },
  ru: {
    subject: '{from} отправил(а) вам подарочную карту {venue} на {amount}',
    greeting: 'Здравствуйте, {recipient}!',
    intro: '{from} дарит вам подарочную карту {venue} на сумму {amount}.',
    messageLabel: 'Сообщение',
    codeLabel: 'Код подарочной карты',
    balanceLabel: 'Баланс',
    howTo: 'Введите код при оплате заказа или счёта за столом в {venue}. Картой можно оплатить весь заказ или его часть, пока не закончится баланс.',
    button: 'Открыть меню',
    linkHint: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    keep: 'Никому не сообщайте этот код: любой, у кого он есть, может потратить баланс.',
  },
  ja: {
    subject: '{from} さんから {venue} の {amount} ギフトカードが届きました',
    greeting: '{recipient} 様',
    intro: '{from} さんから {amount} 分の {venue} ギフトカードが贈られました。',
    messageLabel: 'メッセージ',
    codeLabel: 'ギフトカードコード',
    balanceLabel: '残高',
    howTo: '{venue} で注文やテーブルの会計を支払うときにコードを入力してください。残高がなくなるまで、注文の全額または一部の支払いに使えます。',
    button: 'メニューを見る',
    linkHint: 'ボタンが機能しない場合は、このリンクをブラウザにコピーしてください：',
    keep: 'このコードは他人に教えないでください。コードを知っている人は誰でも残高を使えます。',
  },
  ko: {
    subject: '{from}님이 {venue}의 {amount} 기프트 카드를 보냈습니다',
    greeting: '{recipient}님, 안녕하세요.',
    intro: '{from}님이 {amount} 상당의 {venue} 기프트 카드를 선물했습니다.',
    messageLabel: '보낸 메시지',
    codeLabel: '기프트 카드 코드',
    balanceLabel: '잔액',
    howTo: '{venue}에서 주문이나 테이블 계산서를 결제할 때 코드를 입력하세요. 잔액이 다 떨어질 때까지 주문의 전부 또는 일부를 결제할 수 있습니다.',
    button: '메뉴 보기',
    linkHint: '버튼이 작동하지 않으면 이 링크를 브라우저에 복사하세요:',
    keep: '이 코드를 공유하지 마세요. 코드를 가진 사람은 누구나 잔액을 사용할 수 있습니다.',
  },
  de: {
    subject: '{from} hat dir einen Geschenkgutschein über {amount} für {venue} geschickt',
    greeting: 'Hallo {recipient},',
    intro: '{from} schenkt dir einen Gutschein für {venue} im Wert von {amount}.',
    messageLabel: 'Die Nachricht',
    codeLabel: 'Dein Gutscheincode',
    balanceLabel: 'Guthaben',
    howTo:
      'Gib den Code ein, wenn du bei {venue} eine Bestellung oder eine Tischrechnung bezahlst. Er zahlt eine Bestellung ganz oder teilweise, bis das Guthaben aufgebraucht ist.',
    button: 'Zur Speisekarte',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    keep: 'Halte diesen Code geheim: Wer ihn hat, kann das Guthaben ausgeben.',
  },
  fr: {
    subject: '{from} vous a envoyé une carte cadeau de {amount} pour {venue}',
    greeting: 'Bonjour {recipient},',
    intro: '{from} vous offre une carte cadeau {venue} d’une valeur de {amount}.',
    messageLabel: 'Son message',
    codeLabel: 'Votre code de carte cadeau',
    balanceLabel: 'Solde',
    howTo:
      'Saisissez le code lorsque vous payez une commande ou l’addition d’une table chez {venue}. Elle règle tout ou partie d’une commande jusqu’à épuisement du solde.',
    button: 'Voir la carte',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    keep: 'Gardez ce code pour vous : toute personne qui le connaît peut dépenser le solde.',
  },
  pl: {
    subject: '{from} wysłał(a) Ci kartę podarunkową {venue} o wartości {amount}',
    greeting: 'Cześć {recipient},',
    intro: '{from} podarował(a) Ci kartę podarunkową {venue} o wartości {amount}.',
    messageLabel: 'Wiadomość',
    codeLabel: 'Kod karty podarunkowej',
    balanceLabel: 'Saldo',
    howTo: 'Wpisz kod, płacąc za zamówienie lub rachunek przy stoliku w {venue}. Karta pokrywa całość lub część zamówienia, dopóki saldo się nie wyczerpie.',
    button: 'Zobacz menu',
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    keep: 'Nie udostępniaj tego kodu: każdy, kto go zna, może wydać saldo.',
  },
  pt: {
    subject: '{from} enviou-lhe um cartão-presente de {amount} para {venue}',
    greeting: 'Olá, {recipient},',
    intro: '{from} ofereceu-lhe um cartão-presente de {venue} no valor de {amount}.',
    messageLabel: 'A mensagem',
    codeLabel: 'O seu código do cartão-presente',
    balanceLabel: 'Saldo',
    howTo: 'Introduza o código ao pagar um pedido ou a conta de uma mesa em {venue}. Paga todo ou parte de um pedido até o saldo acabar.',
    button: 'Ver o menu',
    linkHint: 'Se o botão não funcionar, copie este link para o navegador:',
    keep: 'Mantenha este código privado: quem o tiver pode gastar o saldo.',
  },
  it: {
    subject: '{from} ti ha inviato una carta regalo da {amount} per {venue}',
    greeting: 'Ciao {recipient},',
    intro: '{from} ti ha regalato una carta regalo di {venue} del valore di {amount}.',
    messageLabel: 'Il messaggio',
    codeLabel: 'Il codice della tua carta regalo',
    balanceLabel: 'Saldo',
    howTo: 'Inserisci il codice quando paghi un ordine o il conto di un tavolo da {venue}. Paga tutto o parte di un ordine finché il saldo non si esaurisce.',
    button: 'Vedi il menu',
    linkHint: 'Se il pulsante non funziona, copia questo link nel browser:',
    keep: 'Tieni questo codice riservato: chiunque lo abbia può spendere il saldo.',
  },
  nl: {
    subject: '{from} heeft je een cadeaukaart van {amount} voor {venue} gestuurd',
    greeting: 'Hallo {recipient},',
    intro: '{from} geeft je een cadeaukaart van {venue} ter waarde van {amount}.',
    messageLabel: 'Het bericht',
    codeLabel: 'Je cadeaukaartcode',
    balanceLabel: 'Saldo',
    howTo:
      'Vul de code in wanneer je bij {venue} een bestelling of een tafelrekening betaalt. Hij betaalt een bestelling geheel of gedeeltelijk tot het saldo op is.',
    button: 'Bekijk het menu',
    linkHint: 'Werkt de knop niet? Kopieer deze link naar je browser:',
    keep: 'Houd deze code geheim: iedereen die hem heeft, kan het saldo uitgeven.',
  },
  hi: {
    subject: '{from} ने आपको {venue} का {amount} का गिफ़्ट कार्ड भेजा है',
    greeting: 'नमस्ते {recipient},',
    intro: '{from} ने आपको {amount} मूल्य का {venue} गिफ़्ट कार्ड दिया है।',
    messageLabel: 'उनका संदेश',
    codeLabel: 'आपका गिफ़्ट कार्ड कोड',
    balanceLabel: 'शेष राशि',
    howTo: '{venue} पर ऑर्डर या टेबल बिल का भुगतान करते समय कोड दर्ज करें। शेष राशि खत्म होने तक यह ऑर्डर का पूरा या आंशिक भुगतान कर सकता है।',
    button: 'मेन्यू देखें',
    linkHint: 'अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:',
    keep: 'यह कोड किसी को न बताएं: जिसके पास भी यह है, वह शेष राशि खर्च कर सकता है।',
  },
};
