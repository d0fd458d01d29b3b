/**
 * A reference as a YAML file in content/references/ would hold it, for the tests only: the site ships
 * none until a real customer has said yes. Every name here is a made-up example of the format.
 */
export const exampleReferenceFile = {
  customer: 'Eksempel Tandklinik ApS',
  sector: 'Tandlæge',
  quote: 'Vi mister ikke længere opkald i frokostpausen, og patienterne får svar med det samme.',
  person: { name: 'Testperson Eksempel', role: 'Klinikchef' },
  result: { text: 'Færre ubesvarede opkald', source: 'Klinikkens telefonsystem, januar–marts' },
  permissionDate: '2027-03-01',
  service: 'ai-telefonassistent',
};
