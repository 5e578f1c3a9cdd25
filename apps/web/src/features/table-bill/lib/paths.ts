/** The table's bill page; the shareable link adds the bill's token (?token=). */
export function tableBillPath(tableCode: string): string {
  return `/eat/${encodeURIComponent(tableCode)}/bill`;
}

/** The table code of a table's menu path (/eat/:tableCode/:language), for screens that know only where the diner ordered. */
export function tableCodeOfMenuPath(menuPath: string): string | null {
  const match = /^\/eat\/([^/?#]+)/.exec(menuPath);
  return match ? decodeURIComponent(match[1]!) : null;
}
