/** The privacy policy and the terms. */
export { PrivacyPage, TermsPage } from './LegalPage';
export { DataNotice } from './DataNotice';
