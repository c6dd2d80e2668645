import { moneyHistories } from '../helpers/money-histories.ts';

// The generated histories of tests/helpers/money-histories.ts, share 2 of 2.
moneyHistories(2, 2);
