import { moneyHistories } from '../helpers/money-histories.ts';

// The generated histories of tests/helpers/money-histories.ts, share 1 of 2.
moneyHistories(1, 2);
