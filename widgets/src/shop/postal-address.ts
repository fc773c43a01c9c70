/**
 * Address fields' words ('County', 'ZIP code') and lines in the shop's country's order. The table is the
 * backend's, imported as it is: the console's labels and the server's messages say the same, from one copy.
 */
export {
  addressFormat,
  addressLines,
  type AddressCountry,
  type AddressFormat,
} from '../../../backend/src/common/text/postal-address';
