import type vi from '../vi/validation'

export default {
  email: 'Incorrect email format',
  maxLength: 'Characters must be less than or equal to {{0}}',
  minLength: 'Characters must be greater than or equal to {{0}}',
  max: 'Value must be less than or equal to {{0}}',
  min: 'Value must be greater than or equal to {{0}}',
  maxItems: 'Choose at most {{0}} items',
  required: 'Please enter {{0}}',
  requiredSelect: 'Please choose {{0}}',
  same: 'Value does not match {{0}}',
  url: 'Incorrect path format',
  date: 'Incorrect date format',
  wholeNumber: 'Must be a whole number',
  invalid: 'Invalid value',
  hiddenCharacters: 'Must not contain control or invisible characters',
  hiddenCharactersOrLineBreak: 'Must not contain line breaks, control or invisible characters',
  colour: 'A colour must be written #rrggbb',
  uploadPath: 'The image must be a file uploaded here',
  mobilePhone: 'A mobile number has 10 digits and starts with 03, 05, 07, 08 or 09',
} satisfies Record<keyof typeof vi, string>
