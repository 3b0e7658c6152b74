import { findPhoneNumbersInText } from 'libphonenumber-js';
for (const [t, cs] of [['Call us on 01947 820111.', ['GB','IE','US','CA','AU','NZ']], ['bel 06 12345678.', ['NL','BE']], ['Telemóvel 912 345 678.', ['PT','BR']]] as const)
  for (const c of cs) console.log(t, c, JSON.stringify(findPhoneNumbersInText(t, { defaultCountry: c as any }).map((m) => [m.number.number, m.number.isValid(), m.number.country])));
