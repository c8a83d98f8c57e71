// The words scripts/seed-people.mjs builds its archive from: names (accented ones among them, as
// a Cambridge society's members are), play titles with their authors, characters, team roles,
// venues and blog sentences.

export const FIRST_NAMES = [
  "Aaron", "Abigail", "Adam", "Agnieszka", "Aidan", "Aisling", "Alex", "Alice", "Amara", "Amelia",
  "Amir", "Ana", "André", "Andrew", "Angharad", "Anna", "Aoife", "Arjun", "Astrid", "Beatriz",
  "Ben", "Bethan", "Björn", "Bronwen", "Callum", "Camille", "Caoimhe", "Catherine", "Cerys", "Charlie",
  "Chiara", "Chloë", "Ciarán", "Claire", "Daniel", "David", "Deborah", "Declan", "Dominic", "Eamon",
  "Eleanor", "Elena", "Eliza", "Emily", "Emma", "Émile", "Esther", "Eva", "Fatima", "Felix",
  "Finn", "Fiona", "Frances", "François", "Freya", "Gabriel", "George", "Georgia", "Grace", "Hannah",
  "Harriet", "Harry", "Héloïse", "Imogen", "Inès", "Isaac", "Isabel", "Jack", "James", "Jasmine",
  "Jessica", "Joanna", "Jonathan", "José", "Joseph", "Júlia", "Kate", "Katherine", "Kwame", "Laura",
  "Léa", "Lucy", "Łukasz", "Mabel", "Maeve", "Małgorzata", "Margaret", "María", "Martha", "Matthew",
  "Megan", "Michael", "Miriam", "Mohammed", "Naomi", "Nathan", "Niamh", "Nicholas", "Noël", "Olivia",
  "Oliver", "Oscar", "Owen", "Patrick", "Peter", "Philippa", "Priya", "Rachel", "Raphaël", "Rebecca",
  "Renée", "Rhys", "Richard", "Rosalind", "Rose", "Ruth", "Sam", "Sarah", "Seán", "Siobhán",
  "Sophie", "Søren", "Stephen", "Susannah", "Thomas", "Tomás", "Victoria", "Will", "Yusuf", "Zoë",
];

export const LAST_NAMES = [
  "Abbott", "Adeyemi", "Ahmed", "Allen", "Anderson", "Armstrong", "Atkinson", "Bailey", "Baker", "Banerjee",
  "Barnes", "Bell", "Bennett", "Blanchard", "Bowen", "Brontë", "Brooks", "Brown", "Byrne", "Campbell",
  "Carter", "Chakraborty", "Chambers", "Chen", "Clarke", "Collins", "Cooper", "Cox", "Cunningham", "Da Silva",
  "Davies", "Dawson", "Dubois", "Dvořák", "Edwards", "Ellis", "Evans", "Fairweather", "Fernández", "Fitzgerald",
  "Fletcher", "Foster", "Fox", "Gallagher", "García", "Gibson", "González", "Gordon", "Graham", "Green",
  "Griffiths", "Hall", "Harris", "Hartmann", "Hayes", "Henderson", "Hill", "Holmes", "Hughes", "Hunt",
  "Iyer", "Jackson", "James", "Jenkins", "Johnson", "Jones", "Kaur", "Kelly", "Kennedy", "Khan",
  "King", "Kowalski", "Lambert", "Lefèvre", "Lewis", "Lloyd", "Løvland", "MacLeod", "Marshall", "Martin",
  "Mason", "McCarthy", "Mehta", "Miller", "Mitchell", "Moore", "Morgan", "Morris", "Müller", "Murphy",
  "Nakamura", "Nguyen", "Nowak", "Núñez", "O'Brien", "Ó Súilleabháin", "Okafor", "Osei", "Owen", "Palmer",
  "Parker", "Patel", "Pearson", "Phillips", "Price", "Pritchard", "Quinn", "Reid", "Richardson", "Roberts",
  "Robinson", "Rossi", "Russell", "Said", "Schäfer", "Scott", "Shaw", "Singh", "Smith", "Stevens",
  "Stewart", "Sullivan", "Szabó", "Taylor", "Thomas", "Thompson", "Turner", "Walker", "Walsh", "Ward",
  "Watson", "White", "Williams", "Wilson", "Wood", "Wright", "Yılmaz", "Young", "Zieliński", "Çelik",
];

/** Plays a society stages again and again over forty years, with their authors. */
export const PLAYS = [
  ["Hamlet", "William Shakespeare"], ["Macbeth", "William Shakespeare"], ["Twelfth Night", "William Shakespeare"],
  ["A Midsummer Night's Dream", "William Shakespeare"], ["Much Ado About Nothing", "William Shakespeare"],
  ["The Tempest", "William Shakespeare"], ["King Lear", "William Shakespeare"], ["Othello", "William Shakespeare"],
  ["As You Like It", "William Shakespeare"], ["The Winter's Tale", "William Shakespeare"], ["Romeo and Juliet", "William Shakespeare"],
  ["The Merchant of Venice", "William Shakespeare"], ["Measure for Measure", "William Shakespeare"], ["Richard III", "William Shakespeare"],
  ["The Comedy of Errors", "William Shakespeare"], ["The Taming of the Shrew", "William Shakespeare"],
  ["The Importance of Being Earnest", "Oscar Wilde"], ["An Ideal Husband", "Oscar Wilde"], ["Lady Windermere's Fan", "Oscar Wilde"],
  ["Blithe Spirit", "Noël Coward"], ["Hay Fever", "Noël Coward"], ["Private Lives", "Noël Coward"], ["Present Laughter", "Noël Coward"],
  ["Arcadia", "Tom Stoppard"], ["Rosencrantz and Guildenstern Are Dead", "Tom Stoppard"], ["The Real Inspector Hound", "Tom Stoppard"],
  ["The Crucible", "Arthur Miller"], ["A View from the Bridge", "Arthur Miller"], ["All My Sons", "Arthur Miller"], ["Death of a Salesman", "Arthur Miller"],
  ["A Streetcar Named Desire", "Tennessee Williams"], ["The Glass Menagerie", "Tennessee Williams"],
  ["Pygmalion", "George Bernard Shaw"], ["Arms and the Man", "George Bernard Shaw"], ["Saint Joan", "George Bernard Shaw"],
  ["The Seagull", "Anton Chekhov"], ["Three Sisters", "Anton Chekhov"], ["Uncle Vanya", "Anton Chekhov"], ["The Cherry Orchard", "Anton Chekhov"],
  ["Hedda Gabler", "Henrik Ibsen"], ["A Doll's House", "Henrik Ibsen"], ["An Enemy of the People", "Henrik Ibsen"],
  ["The Rivals", "Richard Brinsley Sheridan"], ["The School for Scandal", "Richard Brinsley Sheridan"],
  ["She Stoops to Conquer", "Oliver Goldsmith"], ["The Country Wife", "William Wycherley"],
  ["Tartuffe", "Molière"], ["The Miser", "Molière"], ["The Imaginary Invalid", "Molière"],
  ["Cyrano de Bergerac", "Edmond Rostand"], ["The Government Inspector", "Nikolai Gogol"],
  ["Our Town", "Thornton Wilder"], ["The Playboy of the Western World", "J. M. Synge"], ["Juno and the Paycock", "Seán O'Casey"],
  ["An Inspector Calls", "J. B. Priestley"], ["When We Are Married", "J. B. Priestley"],
  ["Abigail's Party", "Mike Leigh"], ["Absurd Person Singular", "Alan Ayckbourn"], ["Bedroom Farce", "Alan Ayckbourn"],
  ["Habeas Corpus", "Alan Bennett"], ["The History Boys", "Alan Bennett"], ["Talking Heads", "Alan Bennett"],
  ["Noises Off", "Michael Frayn"], ["Copenhagen", "Michael Frayn"], ["Educating Rita", "Willy Russell"],
  ["Top Girls", "Caryl Churchill"], ["Cloud Nine", "Caryl Churchill"], ["Translations", "Brian Friel"], ["Dancing at Lughnasa", "Brian Friel"],
  ["The Birthday Party", "Harold Pinter"], ["Betrayal", "Harold Pinter"], ["Waiting for Godot", "Samuel Beckett"],
  ["Look Back in Anger", "John Osborne"], ["The Norman Conquests", "Alan Ayckbourn"], ["Jerusalem", "Jez Butterworth"],
  ["Lysistrata", "Aristophanes"], ["Antigone", "Sophocles"], ["Medea", "Euripides"], ["The Trojan Women", "Euripides"],
  ["Doctor Faustus", "Christopher Marlowe"], ["The Duchess of Malfi", "John Webster"], ["Volpone", "Ben Jonson"],
  ["The Beaux' Stratagem", "George Farquhar"], ["Charley's Aunt", "Brandon Thomas"], ["Under Milk Wood", "Dylan Thomas"],
  ["Le Misanthrope", "Molière"], ["Peer Gynt", "Henrik Ibsen"], ["Yerma", "Federico García Lorca"], ["The House of Bernarda Alba", "Federico García Lorca"],
];

export const CHARACTERS = [
  "The Duke", "The Duchess", "Lady Bracknell", "Prospero", "Miranda", "Viola", "Orsino", "Malvolio", "Olivia", "Feste",
  "The Nurse", "First Witch", "Second Witch", "Third Witch", "A Messenger", "The Porter", "Horatio", "Ophelia", "Gertrude", "Polonius",
  "Elvira", "Madame Arcati", "Charles", "Ruth", "Thomasina", "Septimus", "Hannah", "Bernard", "John Proctor", "Abigail Williams",
  "Nina", "Konstantin", "Masha", "Irina", "Olga", "Hedda", "Nora", "Torvald", "Mrs Malaprop", "Lydia Languish",
  "Tony Lumpkin", "Kate Hardcastle", "Tartuffe", "Orgon", "Cyrano", "Roxane", "Christian", "The Stage Manager", "Emily Webb", "George Gibbs",
  "Inspector Goole", "Sheila Birling", "Arthur Birling", "Eric Birling", "Beverly", "Dotty Otley", "Lloyd Dallas", "Rita", "Frank", "Marlene",
  "Estragon", "Vladimir", "Lucky", "Pozzo", "Jimmy Porter", "Alison", "Johnny Byron", "Lysistrata", "Antigone", "Creon",
  "Medea", "Jason", "Hecuba", "Faustus", "Mephistopheles", "Bosola", "Volpone", "Mosca", "Lord Fancourt Babberley", "Captain Cat",
  "Bernarda", "Adela", "Peer", "Solveig", "Alceste", "Célimène", "Servant", "Ensemble", "Townsperson", "Chorus",
];

export const TEAM_ROLES = [
  "Director", "Producer", "Stage Manager", "Deputy Stage Manager", "Assistant Director", "Lighting Designer", "Sound Designer",
  "Set Designer", "Costume Designer", "Choreographer", "Musical Director", "Props", "Hair and Make-up", "Fight Director",
  "Dialect Coach", "Front of House Manager", "Publicity", "Photographer", "Set Construction", "Programme Design",
];

/** The first three as demo content records them (same name and address: the same venue record). */
export const VENUES = [
  ["ADC Theatre", "Park Street, Cambridge CB5 8AS"],
  ["Mumford Theatre", "East Road, Cambridge CB1 1PT"],
  ["Corpus Playroom", "St Edward's Passage, Cambridge CB2 3PJ"],
  ["Cambridge Arts Theatre", "6 St Edward's Passage, Cambridge CB2 3PJ"],
  ["The Leper Chapel", "Newmarket Road, Cambridge CB5 8JJ"],
  ["St Barnabas Church Hall", "Mill Road, Cambridge CB1 3AN"],
  ["Howard Theatre, Downing College", "Regent Street, Cambridge CB2 1DQ"],
  ["Fitzpatrick Hall, Queens' College", "Silver Street, Cambridge CB3 9ET"],
  ["The Junction", "Clifton Way, Cambridge CB1 7GX"],
  ["Robinson College Auditorium", "Grange Road, Cambridge CB3 9AN"],
  ["Christ's Pieces Open-Air Stage", "Christ's Pieces, Cambridge CB1 1LG"],
  ["Café Théâtre", "Mill Road, Cambridge CB1 2AD"],
];

export const ADJECTIVES = ["sparkling", "haunting", "fierce", "tender", "riotous", "bleak", "luminous", "sharp-witted", "intimate", "sweeping"];

/** Sentences of blog bodies: {play}, {person}, {year} and {venue} are filled in. */
export const BLOG_SENTENCES = [
  "Rehearsals for {play} started in a cold church hall with a kettle that never quite boiled.",
  "{person} arrived at the first read-through with the whole of act one already learnt.",
  "We opened at the {venue} to a full house, and the second night was better still.",
  "Looking back at {year}, it is hard to believe how much of the set we built in a fortnight.",
  "Our costume team sewed late into the night, and {person} found the perfect hat in a charity shop on Mill Road.",
  "The lighting rig at the {venue} has its quirks, but our designer tamed every one of them.",
  "Audiences still ask us about the storm scene in {play}.",
  "{person} has been with the society since {year} and has painted more flats than anyone can count.",
  "The get-out took until two in the morning; the pizza arrived at midnight.",
  "We are grateful to everyone who came to see {play}, and to the {venue} for having us.",
  "Auditions are open to everyone, whatever your experience: come along and read something with us.",
  "A review in the local paper called our {play} \"a triumph of amateur theatre\", which we have framed.",
  "The dress rehearsal went wrong in every way a dress rehearsal can, which everyone agreed was a good sign.",
  "{person} directed the crowd scenes with a whistle and a great deal of patience.",
];
