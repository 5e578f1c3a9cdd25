/** Query keys of the staff's view of table bills; socket events update the cached data under them. */
export const billsKeys = {
  all: () => ['bill-staff'] as const,
  open: () => ['bill-staff', 'open'] as const,
  closed: () => ['bill-staff', 'closed'] as const,
  bill: (billId: string) => ['bill-staff', 'bill', billId] as const,
};
