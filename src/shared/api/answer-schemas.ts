// The contracts of every answer the site reads, by name. This module (with zod) is loaded
// the first time the browser reads from the service: a page the service rendered arrives
// with its answers already checked there, so hydrating it needs neither.

export { blogList, blogPost, groupList, relatedPosts, tagList } from '@contract/blog';
export { companyList } from '@contract/company';
export { customPageList } from '@contract/custom-pages';
export { directorList } from '@contract/directors';
export { faqList } from '@contract/faq';
export { customForm, jobList } from '@contract/forms';
export { languageList } from '@contract/languages';
export { licenceList } from '@contract/licences';
export { mediaList } from '@contract/media';
export { menuList, pageList } from '@contract/pages';
export { portfolioList } from '@contract/portfolio';
export { serviceList } from '@contract/services';
export { socialLinkList, socialLinksKeyed } from '@contract/social';
