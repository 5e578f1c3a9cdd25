import classes from './screenshot.module.css';

/**
 * A real screenshot of the product as an info page's picture, in a phone frame or a screen frame.
 * Width and height are the file's, so nothing shifts while it loads; the alt text is translated.
 */
export function Screenshot({ src, alt, width, height, frame }: { src: string; alt: string; width: number; height: number; frame: 'phone' | 'screen' }) {
  return <img src={src} alt={alt} width={width} height={height} className={frame === 'phone' ? classes.phone : classes.screen} fetchPriority="high" />;
}
