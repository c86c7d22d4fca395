import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './admin.css';

const root = document.getElementById('admin-root');
if (root) createRoot(root).render(<StrictMode><p>admin</p></StrictMode>);
