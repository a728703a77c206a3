/** The nurse dashboard's table area height (001 §2, §9: "300 (nurse)"): the table's and its skeleton's. */
export const NURSE_TABLE_HEIGHT = 300;
