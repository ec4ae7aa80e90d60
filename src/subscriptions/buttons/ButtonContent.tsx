/**
 * What the provider's buttons show: the "G" and the text, in place of the provider's images of
 * text (real text reads aloud, zooms and wraps). The text says its language only when it is not
 * the button's own (a French page gets the English text, marked English).
 */
import type { ReactNode } from 'react';
import { GoogleIcon } from './GoogleIcon';

export interface ButtonContentProps {
  text: string;
  /** The text's language when it differs from the button's. */
  textLang: string | undefined;
  mono: boolean;
}

export function ButtonContent({ text, textLang, mono }: ButtonContentProps): ReactNode {
  return (
    <>
      <GoogleIcon className="swg-button-icon" mono={mono} />
      <span className="swg-button-text" lang={textLang}>
        {text}
      </span>
    </>
  );
}
