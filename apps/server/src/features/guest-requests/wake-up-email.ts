import type { TLanguage } from '@menudelite/shared/i18n/languages';

/** The wake-up e-mail, in the guest's language: subject and one line ({room}, {hotel}). */
const TEXT: Record<TLanguage, { subject: string; body: string }> = {
  en: { subject: 'Your wake-up call', body: 'Good morning! This is your wake-up call for room {room} at {hotel}.' },
  es: { subject: 'Su llamada de despertador', body: '¡Buenos días! Esta es su llamada de despertador para la habitación {room} en {hotel}.' },
  zh: { subject: '您的叫醒服务', body: '早上好！这是{hotel}为{room}号房间提供的叫醒服务。' },
  ar: { subject: 'مكالمة الإيقاظ', body: 'صباح الخير! هذه مكالمة الإيقاظ الخاصة بالغرفة {room} في {hotel}.' },
  ru: { subject: 'Ваш звонок-будильник', body: 'Доброе утро! Это звонок-будильник для номера {room} в {hotel}.' },
  ja: { subject: 'モーニングコール', body: 'おはようございます。{hotel} {room}号室へのモーニングコールです。' },
  ko: { subject: '모닝콜 안내', body: '좋은 아침입니다! {hotel} {room}호 모닝콜입니다.' },
  de: { subject: 'Ihr Weckruf', body: 'Guten Morgen! Dies ist Ihr Weckruf für Zimmer {room} im {hotel}.' },
  fr: { subject: 'Votre réveil', body: 'Bonjour ! Voici votre appel de réveil pour la chambre {room} à {hotel}.' },
  pl: { subject: 'Twoje budzenie', body: 'Dzień dobry! To budzenie dla pokoju {room} w {hotel}.' },
  pt: { subject: 'O seu despertar', body: 'Bom dia! Este é o seu despertar para o quarto {room} no {hotel}.' },
  it: { subject: 'La sua sveglia', body: 'Buongiorno! Questa è la sveglia per la camera {room} presso {hotel}.' },
  nl: { subject: 'Uw wekdienst', body: 'Goedemorgen! Dit is uw wekoproep voor kamer {room} in {hotel}.' },
  hi: { subject: 'आपकी वेक-अप कॉल', body: 'सुप्रभात! यह {hotel} में कमरा {room} के लिए आपकी वेक-अप कॉल है।' },
};

export function wakeUpEmail(language: TLanguage, room: string, hotel: string): { subject: string; text: string } {
  const t = TEXT[language] ?? TEXT.en;
  return { subject: t.subject, text: t.body.replace('{room}', room).replace('{hotel}', hotel) };
}
