export { ConfirmDeleteModal } from './ConfirmDeleteModal';
