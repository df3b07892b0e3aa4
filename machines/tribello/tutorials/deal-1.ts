// The first deal of the lessons (rules.md TRB-L2, TRB-L3): round 1, you deal, Liv cuts 23 cards and reveals
// the ♥8. The full deck is given with its cut, so the engine itself makes the cut (COM-4) and deals L, R,
// pickup, D (TRB-5.3); deals.test.ts checks that this gives exactly the hands rules.md prints.
import type { DealSource } from '../../core/contract.ts';

export const DEAL_1: DealSource = {
  kind: 'deck',
  cut: 23,
  deck: (
    'AD 6H 6D 4D 7D 9H 2D 3D KC JC 9C TC QC 7C 5C 8C 4C 8S 3C 6C 2C QD 8H 3S JS QH AS 2S 9S KS QS JH 6S ' +
    'AC AH 7H 5S 9D KH JD 4S 3H TH TD 5H 7S 4H 8D 2H TS KD 5D'
  ).split(' '),
};
