// Public API of the account-deletion slice (spec §7 /user/unregister-check, /user/unregister; §8 33400,
// 33401): the card on the account page that lists what blocks deletion or deletes with the password or an e-mail code.
export { DeleteAccountCard } from "./ui/delete-account-card";
