/** The forms' validation messages, word for word. Server and browser both read them from here. */
export const MESSAGES = {
  story: {
    childName: "Please enter the child's name",
    childNameRequired: "Child's name is required",
    childNameTooLong: "Child's name must be at most 40 characters",
    childNameCharacters:
      "Please use only letters, spaces, hyphens and apostrophes in the child's name",
    childNameNotAllowed: 'Please choose a different name',
    animal: 'Please select an animal',
    theme: 'Please select a story theme',
    ageRange: 'Please select an age range',
    wordCount: 'Story length must be between 1000 and 2000 words',
  },
  /** The length message for a band whose own range is not 1000–2000 words. */
  storyLength: (min: number, max: number) => `Story length must be between ${min} and ${max} words`,
  collaborative: {
    childName: "Child's name is required",
    animal: 'Animal selection is required',
    theme: 'Theme selection is required',
    ageRange: 'Age range is required',
    parentContribution: 'Parent contribution is required',
    childContribution: 'Child contribution is required',
  },
  contribution: {
    token: 'Collaborative token is required',
    content: 'Contribution content is required',
    emptyTitle: 'Empty contribution',
    emptyDescription: 'Please write something before submitting.',
  },
  shipping: {
    fullName: 'Full name must be at least 2 characters',
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid phone number',
    address: 'Address must be at least 5 characters',
    city: 'City must be at least 2 characters',
    state: 'State must be at least 2 characters',
    zipCode: 'Zip code must be at least 5 characters',
    country: 'Country must be at least 2 characters',
    countryFromList: 'Please choose a country from the list',
  },
  contact: {
    name: 'Name must be at least 2 characters long',
    email: 'Please enter a valid email address',
    subject: 'Subject must be at least 5 characters long',
    message: 'Message must be at least 10 characters long',
  },
  admin: {
    password: 'Password is required',
    trackingTitle: 'Tracking number required',
    trackingDescription: 'Please enter a tracking number.',
    selectStory: 'Please select a story first',
  },
  illustration: {
    imageRequired: 'Please select an image to upload',
    confirmDelete: 'Are you sure you want to delete this illustration?',
  },
} as const;
