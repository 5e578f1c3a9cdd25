import { errorSummary, fieldErrors, type TErrorText } from '../../../lib/http/error-text';

/** A failed send in words: the message field's own problem (tooLong, chatOnlyMarkup) when there is one, else the failure's summary. */
export function chatErrorText(error: unknown): TErrorText {
  return fieldErrors(error)['body']?.text ?? errorSummary(error);
}
