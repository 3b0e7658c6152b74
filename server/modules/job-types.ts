// The type of each job the modules enqueue, in a module that loads nothing: the job catalogue
// (jobs.ts) names every type the runner claims without importing what runs them.

export const PUBLISH_JOB = 'publish';
export const GENERATE_JOB = 'ai-generate';
export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const NOTIFICATION_PUSH_JOB = 'notification-push';
export const CONTACT_MAIL_JOB = 'contact-mail';
export const FORM_MAIL_JOB = 'form-submission-mail';
export const FORM_WEBHOOK_JOB = 'form-submission-webhook';
