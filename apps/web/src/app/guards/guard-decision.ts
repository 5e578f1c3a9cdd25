/** What a guard does with the page it protects. */
export type TGuardDecision =
  | { kind: 'wait' } // records still loading: render nothing
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }; // the route does not exist for this venue (hotel reservations, loyalty off)
