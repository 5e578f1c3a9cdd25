/**
 * The server draws one room's code with the A4 sheet's renderer (3 x 4 cells of 70 x 74.25 mm):
 * the code sits in the top-left cell. For the screen and the download, the picture is cut to that
 * cell (root width, height and viewBox); any other drawing is left as it is.
 */
const CELL = { width: 70, height: 74.25 };
const ROOT = /<svg([^>]*?)\swidth="[^"]*"\sheight="[^"]*"\sviewBox="0 0 210 [\d.]+"/;

export function singleRoomQr(svg: string): string {
  return ROOT.test(svg) ? svg.replace(ROOT, `<svg$1 width="${CELL.width}mm" height="${CELL.height}mm" viewBox="0 0 ${CELL.width} ${CELL.height}"`) : svg;
}
